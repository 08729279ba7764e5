import '../styles.css';

export { NewsletterForm as default } from '../features/newsletter/components/NewsletterForm';
