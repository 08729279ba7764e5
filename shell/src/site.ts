export interface NavItem {
  label: string;
  to: string;
  /** Home-page section the item scrolls to instead of a route of its own. */
  section?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Paintings', to: '/collection' },
  { label: 'Adventures', to: '/adventures' },
  { label: 'Commissions', to: '/commissions' },
  { label: 'About', to: '/#about', section: 'about' },
  { label: 'Contact', to: '/#contact', section: 'contact' },
];
