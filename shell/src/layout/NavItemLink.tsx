import type { MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import type { NavItem } from '../site';
import { arriveAtSection, SECTION_SCROLL_DELAY_MS } from './scrolling';

/**
 * A navigation link. Section items ('/#about') scroll smoothly on the home page; from another
 * page they go home first, then scroll once it has rendered (requirements §2).
 */
export function NavItemLink({ item, className = '', onNavigate }: { item: NavItem; className?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { section } = item;

  if (!section) {
    return (
      <NavLink to={item.to} onClick={onNavigate} className={({ isActive }) => `${className} ${isActive ? 'text-accent' : ''}`}>
        {item.label}
      </NavLink>
    );
  }

  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab or window
    event.preventDefault();
    onNavigate?.();
    if (pathname === '/') {
      arriveAtSection(section);
    } else {
      void navigate('/');
      arriveAtSection(section, { delay: SECTION_SCROLL_DELAY_MS });
    }
  };

  return (
    <a href={item.to} onClick={onClick} className={className}>
      {item.label}
    </a>
  );
}
