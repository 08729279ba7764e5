const { createAppConfig } = require('@atelier/ui/webpack');

module.exports = createAppConfig({
  name: 'shop',
  dirname: __dirname,
  title: 'Shop (standalone)',
});
