import { fireEvent, screen } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { AdventuresPromo } from './AdventuresPromo';

afterEach(cleanup);

describe(AdventuresPromo.name, () => {
  it("sums up the adventures (requirements §1) and 'Book Adventure' leads to /adventures", () => {
    mockApi({});
    renderPage(<AdventuresPromo />);

    const text = screen.getByTestId('adventures-promo').textContent;
    for (const offer of [
      'Half-day (4 hours)',
      'full-day (6 hours)',
      'helicopter',
      'exclusive locations',
      'shipped to you anywhere in the world',
      '1-2 guests only',
    ]) {
      expect(text).toContain(offer);
    }
    expect(screen.queryByTestId('adventures-promo-play')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Book Adventure' }));
    expect(screen.getByTestId('location').textContent).toBe('/adventures');
  });

  it('plays the adventures film in its own overlay, closed by its close button', () => {
    mockApi({});
    renderPage(<AdventuresPromo />, { site: { adventuresFilm: { videoUrl: 'abcdefghijk', posterUrl: null } } });

    fireEvent.click(screen.getByRole('button', { name: 'Play the painting adventures video' }));
    expect(screen.getByRole('dialog', { name: 'Painting Adventures' }).querySelector('iframe')?.getAttribute('src')).toContain(
      'abcdefghijk',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
