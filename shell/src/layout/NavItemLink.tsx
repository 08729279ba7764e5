import type { MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import type { NavItem } from '../site';

/** SPEC §9: after a route change the section is scrolled to once the home page has rendered. */
const SECTION_SCROLL_DELAY = 300;

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): void {
  document.getElementById(id)?.scrollIntoView({ behavior });
}

/**
 * A navigation link. Section items ('/#about') scroll smoothly on the home page; from another
 * page they go home first, then scroll.
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
    event.preventDefault();
    onNavigate?.();
    if (pathname === '/') {
      scrollToSection(section);
    } else {
      void navigate('/');
      setTimeout(() => scrollToSection(section), SECTION_SCROLL_DELAY);
    }
  };

  return (
    <a href={item.to} onClick={onClick} className={className}>
      {item.label}
    </a>
  );
}
