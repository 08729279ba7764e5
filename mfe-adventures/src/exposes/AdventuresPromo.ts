import '../styles.css';

export { AdventuresPromo as default } from '../features/promo/components/AdventuresPromo';
