const { createAppConfig } = require('@atelier/ui/webpack');

module.exports = createAppConfig({
  name: 'shop',
  dirname: __dirname,
  title: 'Shop (standalone)',
  exposes: {
    './CollectionPage': './src/exposes/CollectionPage.ts',
    './FeaturedCollection': './src/exposes/FeaturedCollection.ts',
    './PaintingDetailPage': './src/exposes/PaintingDetailPage.ts',
    './CommissionsPage': './src/exposes/CommissionsPage.ts',
    './CheckoutPage': './src/exposes/CheckoutPage.ts',
    './ContactForm': './src/exposes/ContactForm.ts',
    './NewsletterForm': './src/exposes/NewsletterForm.ts',
  },
});
