import { render, screen } from '@testing-library/react';
import { AdminPage } from './AdminPage';

it('shows the dashboard heading', () => {
  render(<AdminPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
});
