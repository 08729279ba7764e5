const { createAppConfig } = require('@atelier/ui/webpack');

module.exports = createAppConfig({
  name: 'admin',
  dirname: __dirname,
  title: 'Admin (standalone)',
  exposes: {
    './AdminPage': './src/exposes/AdminPage.ts',
    './LoginPage': './src/exposes/LoginPage.ts',
    './PasswordResetPage': './src/exposes/PasswordResetPage.ts',
  },
});
