// Standalone development only: in the site the shell renders the exposed modules.
import '@atelier/ui/styles.css';
import { renderStandalone } from '@atelier/ui';
import CheckoutPage from './exposes/CheckoutPage';
import CollectionPage from './exposes/CollectionPage';
import CommissionsPage from './exposes/CommissionsPage';
import FeaturedCollection from './exposes/FeaturedCollection';
import PaintingDetailPage from './exposes/PaintingDetailPage';

renderStandalone('shop', {
  '/collection': CollectionPage,
  '/painting/:id': PaintingDetailPage,
  '/commissions': CommissionsPage,
  '/checkout/:paintingId': CheckoutPage,
  '/featured': FeaturedCollection,
});
