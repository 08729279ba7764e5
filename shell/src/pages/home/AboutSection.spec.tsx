import { screen, within } from '@testing-library/react';
import { cleanup, mockApi, renderSettled } from '@atelier/ui/testing';
import { AboutSection } from './AboutSection';

afterEach(cleanup);

describe(AboutSection.name, () => {
  it("tells the artist's story, figures and press as her settings say, press linked when it is online", async () => {
    mockApi();
    await renderSettled(<AboutSection />, {
      site: {
        press: [
          { outlet: 'The Press', title: 'Painting the wind', year: 2025, url: 'https://www.thepress.co.nz/wind' },
          { outlet: 'Stuff', title: 'At the easel', year: 2024, url: null },
        ],
      },
    });

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Light on the tussock');
    expect([...screen.getByTestId('about-text').querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Mere paints the Mackenzie Basin.',
      'She teaches in Twizel.',
    ]);
    expect(screen.getByTestId('about-facts').textContent).toBe('Years Painting12Years Painting');
    const press = within(screen.getByTestId('press-features'));
    expect(press.getByRole('link', { name: 'Painting the wind' }).getAttribute('href')).toBe('https://www.thepress.co.nz/wind');
    expect(press.getByText('At the easel').tagName).toBe('SPAN');
    expect(press.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The PressPainting the wind2025',
      'StuffAt the easel2024',
    ]);
  });

  it('leaves the press list out when she has none', async () => {
    mockApi();
    await renderSettled(<AboutSection />, { site: { press: [] } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Light on the tussock');
    expect(screen.queryByTestId('press-features')).toBeNull();
  });
});
