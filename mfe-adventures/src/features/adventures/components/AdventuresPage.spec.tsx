import { render, screen } from '@testing-library/react';
import { AdventuresPage } from './AdventuresPage';

it('shows the adventures heading', () => {
  render(<AdventuresPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Glenorchy Painting Adventures' })).toBeTruthy();
});
