// Standalone development only: in the site the shell renders the exposed pages.
import '@atelier/ui/styles.css';
import { renderStandalone } from '@atelier/ui';
import CollectionPage from './exposes/CollectionPage';

renderStandalone('shop', { '/collection': CollectionPage });
