export interface NavItem {
  label: string;
  to: string;
  /** Home-page section the item scrolls to instead of a route of its own. */
  section?: string;
}

/**
 * Where the currency forms go before the page is live, and without JavaScript: the render process
 * sets the currency's cookie and sends the visitor back (`?currency=EUR&return=/collection`).
 */
export const CURRENCY_CHOICE_PATH = '/currency';

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Paintings', to: '/collection' },
  { label: 'Adventures', to: '/adventures' },
  { label: 'Commissions', to: '/commissions' },
  { label: 'About', to: '/#about', section: 'about' },
  { label: 'Contact', to: '/#contact', section: 'contact' },
];
