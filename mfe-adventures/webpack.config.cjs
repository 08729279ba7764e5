const { createAppConfig } = require('@atelier/ui/webpack');

module.exports = createAppConfig({
  name: 'adventures',
  dirname: __dirname,
  title: 'Adventures (standalone)',
});
