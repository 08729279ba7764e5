import '../styles.css';

export { FeaturedCollection as default } from '../features/featured/components/FeaturedCollection';
