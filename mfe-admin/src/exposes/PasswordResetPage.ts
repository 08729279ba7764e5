import '../styles.css';

export { PasswordResetPage as default } from '../features/auth/components/PasswordResetPage';
