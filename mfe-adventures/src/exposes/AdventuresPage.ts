import '../styles.css';

export { AdventuresPage as default } from '../features/adventures/components/AdventuresPage';
