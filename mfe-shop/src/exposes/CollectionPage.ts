import '../styles.css';

export { CollectionPage as default } from '../features/collection/components/CollectionPage';
