import { fireEvent, screen, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { adventure, seededAdventures } from '../../../testing/adventures';
import { AdventuresPage } from './AdventuresPage';

afterEach(cleanup);

describe(AdventuresPage.name, () => {
  it("shows 'Glenorchy Painting Adventures' and 4 skeletons while the adventures load", () => {
    mockApi({ 'GET /api/adventures': () => new Promise<never>(() => {}) });
    renderPage(<AdventuresPage />, { path: '/adventures' });

    expect(screen.getByRole('heading', { level: 1, name: 'Glenorchy Painting Adventures' })).toBeTruthy();
    expect(screen.getAllByTestId('adventures-skeleton')).toHaveLength(4);
  });

  it('shows the error text when the adventures fail to load', async () => {
    mockApi({ 'GET /api/adventures': { status: 503, body: { message: 'down' } } });
    renderPage(<AdventuresPage />, { path: '/adventures' });

    expect((await screen.findByTestId('adventures-error')).textContent).toBe('Failed to load adventures. Please try again later.');
  });

  it('shows the empty text when there are no adventures', async () => {
    mockApi({ 'GET /api/adventures': { body: [] } });
    renderPage(<AdventuresPage />, { path: '/adventures' });

    expect((await screen.findByTestId('adventures-empty')).textContent).toBe('No adventures available at the moment.');
  });

  it('shows each adventure as requirements §2 describes its card, prices in the visitor’s currency', async () => {
    mockApi({ 'GET /api/adventures': { body: seededAdventures() } });
    renderPage(<AdventuresPage />, { path: '/adventures', currency: 'EUR' });

    const cards = await screen.findAllByTestId('adventures-card');
    expect(cards).toHaveLength(3);
    const [halfDay, fullDay, helicopter] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(halfDay).getByRole('heading', { name: 'Half Day Painting Adventure' })).toBeTruthy();
    expect(within(halfDay).getByTestId('adventures-card-facts').textContent).toBe('4 hours • Up to 2 guests');
    expect(within(halfDay).getByText('Four hours beside Lake Wakatipu.')).toBeTruthy();
    expect(within(halfDay).getByText('All materials')).toBeTruthy();
    expect(within(halfDay).getByTestId('adventures-card-price').textContent).toBe('€248 EUR');
    expect(within(halfDay).getByText('per person')).toBeTruthy();
    expect(within(helicopter).getByTestId('adventures-card-price').textContent).toBe('€798 EUR');

    // Image choice: default for 4 hours, full day from 6, helicopter whenever it flies.
    expect(halfDay.querySelector('svg[data-art]')?.getAttribute('data-art')).toBe('half-day');
    expect(fullDay.querySelector('svg[data-art]')?.getAttribute('data-art')).toBe('full-day');
    expect(helicopter.querySelector('svg[data-art]')?.getAttribute('data-art')).toBe('helicopter');

    expect(within(halfDay).queryByText('Helicopter')).toBeNull();
    expect(within(helicopter).getByText('Helicopter')).toBeTruthy();
    // None of the seeded adventures has a film: no play buttons.
    expect(screen.queryAllByTestId('adventures-card-play')).toHaveLength(0);

    fireEvent.click(within(fullDay).getByRole('link', { name: 'Book This Adventure' }));
    expect(screen.getByTestId('location').textContent).toBe('/booking');
  });

  it('offers a play button only on an adventure with a videoUrl, opening its film in a modal', async () => {
    mockApi({
      'GET /api/adventures': {
        body: [adventure({ id: 1 }), adventure({ id: 2, title: 'Filmed Adventure', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })],
      },
    });
    renderPage(<AdventuresPage />, { path: '/adventures' });

    const [plain, filmed] = (await screen.findAllByTestId('adventures-card')) as [HTMLElement, HTMLElement];
    expect(within(plain).queryByTestId('adventures-card-play')).toBeNull();
    fireEvent.click(within(filmed).getByRole('button', { name: 'Play the Filmed Adventure video' }));

    const overlay = screen.getByRole('dialog', { name: 'Filmed Adventure' });
    expect(overlay.querySelector('iframe')?.getAttribute('src')).toContain('/embed/dQw4w9WgXcQ');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("lists the four things included, and 'Book Your Adventure' scrolls to the list", async () => {
    mockApi({ 'GET /api/adventures': { body: seededAdventures() } });
    renderPage(<AdventuresPage />, { path: '/adventures' });

    const included = screen.getByTestId('adventures-included');
    expect(within(included).getByRole('heading', { name: "What's Included" })).toBeTruthy();
    expect(within(included).getAllByRole('listitem')).toHaveLength(4);
    expect(included.textContent).toContain('12x16 inch canvas');
    expect(included.textContent).toContain('helicopter');

    const scrolled: Element[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book Your Adventure' }));
    expect(scrolled.map((element) => element.id)).toEqual(['adventure-list']);
  });

  it("plays the configured film behind the hero and in the 'Watch Experience Video' modal", async () => {
    mockApi({ 'GET /api/adventures': { body: [] } });
    renderPage(<AdventuresPage />, {
      path: '/adventures',
      site: { adventuresFilm: { videoUrl: 'abcdefghijk', posterUrl: null }, heroFilm: { videoUrl: 'zzzzzzzzzzz', posterUrl: null } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Watch Experience Video' }));
    const overlay = screen.getByRole('dialog', { name: 'Glenorchy Painting Adventures' });
    expect(overlay.querySelector('iframe')?.getAttribute('src')).toContain('/embed/abcdefghijk');
    expect(screen.getByTestId('adventures-hero-video').getAttribute('src')).toContain('mute=1');
  });

  it("plays the home hero's film when the adventures have none of their own", () => {
    mockApi({ 'GET /api/adventures': { body: [] } });
    renderPage(<AdventuresPage />, {
      path: '/adventures',
      site: { heroFilm: { videoUrl: 'https://youtu.be/zzzzzzzzzzz', posterUrl: null } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Watch Experience Video' }));
    expect(screen.getByRole('dialog', { name: 'Glenorchy Painting Adventures' }).querySelector('iframe')?.getAttribute('src')).toContain(
      '/embed/zzzzzzzzzzz',
    );
  });

  it('shows a painted still and no video buttons when no film is configured', () => {
    mockApi({ 'GET /api/adventures': { body: [] } });
    renderPage(<AdventuresPage />, { path: '/adventures' });

    expect(screen.getByTestId('adventures-hero').querySelector('svg[data-art]')).toBeTruthy();
    expect(screen.queryByTestId('adventures-hero-video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watch Experience Video' })).toBeNull();
    expect(screen.queryByTestId('adventures-video-play')).toBeNull();
  });
});
