import '../styles.css';

export { ContactForm as default } from '../features/enquiry/components/ContactForm';
