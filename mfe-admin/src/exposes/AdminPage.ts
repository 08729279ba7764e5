import '../styles.css';

export { AdminPage as default } from '../features/dashboard/components/AdminPage';
