import '../styles.css';

export { CertificatePage as default } from '../features/certificate/components/CertificatePage';
