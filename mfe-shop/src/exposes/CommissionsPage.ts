import '../styles.css';

export { CommissionsPage as default } from '../features/commissions/components/CommissionsPage';
