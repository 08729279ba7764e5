// Standalone development only: in the site the shell renders the exposed modules.
import '@atelier/ui/styles.css';
import { renderStandalone } from '@atelier/ui';
import AdventuresPage from './exposes/AdventuresPage';
import AdventuresPromo from './exposes/AdventuresPromo';
import BookingConfirmPage from './exposes/BookingConfirmPage';
import BookingPage from './exposes/BookingPage';

renderStandalone('adventures', {
  '/adventures': AdventuresPage,
  '/booking': BookingPage,
  '/booking/confirm': BookingConfirmPage,
  '/promo': AdventuresPromo,
});
