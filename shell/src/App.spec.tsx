import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from './App';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App', () => {
  it('shows the 404 page for an unknown path, inside the site frame', () => {
    renderAt('/nope');

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Edit Site' }).getAttribute('href')).toBe('/admin/login');
    expect(screen.getAllByRole('link', { name: 'Paintings' })[0]!.getAttribute('href')).toBe('/collection');
  });

  it('shows the home page at /', () => {
    renderAt('/');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Glenorchy's BeautyPainted En Plein Air");
    expect(screen.getAllByRole('link', { name: 'View Collection' })[0]!.getAttribute('href')).toBe('/collection');
  });
});
