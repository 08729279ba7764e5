// Standalone development only: in the site the shell renders the exposed pages.
import '@atelier/ui/styles.css';
import { renderStandalone } from '@atelier/ui';
import AdminPage from './exposes/AdminPage';
import LoginPage from './exposes/LoginPage';
import PasswordResetPage from './exposes/PasswordResetPage';

renderStandalone('admin', {
  '/admin': AdminPage,
  '/admin/login': LoginPage,
  '/admin-login': LoginPage,
  '/password-reset': PasswordResetPage,
});
