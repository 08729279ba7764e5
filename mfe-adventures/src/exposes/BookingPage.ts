import '../styles.css';

export { BookingPage as default } from '../features/booking/components/BookingPage';
