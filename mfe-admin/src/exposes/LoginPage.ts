import '../styles.css';

export { LoginPage as default } from '../features/auth/components/LoginPage';
