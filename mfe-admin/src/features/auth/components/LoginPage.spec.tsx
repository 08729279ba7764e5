import { render, screen } from '@testing-library/react';
import { LoginPage } from './LoginPage';

it('shows the sign-in heading', () => {
  render(<LoginPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeTruthy();
});
