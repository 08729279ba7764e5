import '../styles.css';
import { createElement } from 'react';
import { NewsletterLinkPage } from '../features/newsletter/components/NewsletterLinkPage';

export default function NewsletterConfirmPage() {
  return createElement(NewsletterLinkPage, { kind: 'confirm' });
}
