import '../styles.css';

export { BookingConfirmPage as default } from '../features/booking/components/BookingConfirmPage';
