const { createAppConfig } = require('@atelier/ui/webpack');

module.exports = createAppConfig({
  name: 'adventures',
  dirname: __dirname,
  title: 'Adventures (standalone)',
  exposes: {
    './AdventuresPage': './src/exposes/AdventuresPage.ts',
    './BookingPage': './src/exposes/BookingPage.ts',
    './BookingConfirmPage': './src/exposes/BookingConfirmPage.ts',
    './AdventuresPromo': './src/exposes/AdventuresPromo.ts',
  },
});
