// Standalone development only: in the site the shell renders the exposed pages.
import '@atelier/ui/styles.css';
import { renderStandalone } from '@atelier/ui';
import AdventuresPage from './exposes/AdventuresPage';

renderStandalone('adventures', { '/adventures': AdventuresPage });
