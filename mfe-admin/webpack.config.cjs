const { createAppConfig } = require('@atelier/ui/webpack');

module.exports = createAppConfig({
  name: 'admin',
  dirname: __dirname,
  title: 'Admin (standalone)',
});
