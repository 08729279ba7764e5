import '../styles.css';

export { PaintingDetailPage as default } from '../features/painting-detail/components/PaintingDetailPage';
