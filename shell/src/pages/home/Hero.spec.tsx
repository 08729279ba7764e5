import { fireEvent, screen } from '@testing-library/react';
import { cleanup, mockApi, renderSettled } from '@atelier/ui/testing';
import { Hero } from './Hero';

let scrolled: string[];
beforeEach(() => {
  scrolled = [];
  jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
});
afterEach(cleanup);

function Page() {
  return (
    <>
      <Hero />
      <section id="collection" />
    </>
  );
}

describe(Hero.name, () => {
  it('shows the headline, tagline and calls to action over a still when no film is configured', async () => {
    mockApi({ 'GET /api/paintings/featured': { body: [] } });
    await renderSettled(<Page />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Glenorchy's BeautyPainted En Plein Air");
    expect(screen.getByText(/Exclusive original oil paintings of the Southern Alps and their pristine lakes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Painting Adventures' }).getAttribute('href')).toBe('/adventures');
    expect(screen.queryByTestId('hero-background-video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play Video' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'View Collection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll down to the collection' }));
    expect(scrolled).toEqual(['collection', 'collection']);
  });

  it('shows the headline and tagline the artist wrote in the Site tab, without a second line when she has none', async () => {
    mockApi({ 'GET /api/paintings/featured': { body: [] } });
    await renderSettled(<Page />, {
      site: { hero: { headline: 'Light on the Tussock', accent: '', tagline: 'Oil paintings of the Mackenzie Basin.' } },
    });

    const headline = screen.getByRole('heading', { level: 1 });
    expect(headline.textContent).toBe('Light on the Tussock');
    expect(headline.querySelector('span')).toBeNull();
    expect(screen.getByText('Oil paintings of the Mackenzie Basin.')).toBeTruthy();
  });

  it('plays the configured film muted and looping behind the headline', async () => {
    mockApi({ 'GET /api/paintings/featured': { body: [] } });
    await renderSettled(<Page />, { site: { heroFilm: { videoUrl: 'abcdefghijk', posterUrl: null } } });

    const background = new URL(screen.getByTestId('hero-background-video').getAttribute('src')!);
    expect(background.pathname).toBe('/embed/abcdefghijk');
    expect(Object.fromEntries(background.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'abcdefghijk',
      controls: '0',
    });
  });

  it('opens the film in an overlay that Escape, the backdrop and the close button close, with the page locked meanwhile', async () => {
    mockApi({ 'GET /api/paintings/featured': { body: [] } });
    await renderSettled(<Page />, { site: { heroFilm: { videoUrl: 'abcdefghijk', posterUrl: null } } });
    const play = () => fireEvent.click(screen.getByRole('button', { name: 'Play Video' }));
    const overlay = () => screen.queryByTestId('video-overlay');

    play();
    expect(overlay()).not.toBeNull();
    const player = new URL(overlay()!.querySelector('iframe')!.getAttribute('src')!);
    expect(player.pathname).toBe('/embed/abcdefghijk');
    expect(player.searchParams.get('autoplay')).toBe('1');
    expect(player.searchParams.has('mute')).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(overlay()).toBeNull();
    expect(document.body.style.overflow).toBe('');

    play();
    fireEvent.click(overlay()!);
    expect(overlay()).toBeNull();

    play();
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(overlay()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('plays a film she uploaded over its poster, muted in the background and with controls in the overlay', async () => {
    const film = {
      videoUrl: '/media/site/0b7f3c52-5d2a-4a8e-9f51-1c1f6a7e2d90.mp4',
      posterUrl: '/media/site/6a1e0c9b-3f4d-4b8a-8d2e-7c5b9a0f1e23.jpg',
    };
    mockApi({ 'GET /api/paintings/featured': { body: [] } });
    await renderSettled(<Page />, { site: { heroFilm: film } });

    const background = screen.getByTestId('hero-background-video') as HTMLVideoElement;
    expect(background.tagName).toBe('VIDEO');
    expect(background.getAttribute('src')).toBe(film.videoUrl);
    expect(background.getAttribute('poster')).toBe(film.posterUrl);
    expect(background.muted && background.loop && background.autoplay).toBe(true);
    expect(screen.getByTestId('hero-background-video-poster').getAttribute('src')).toBe(film.posterUrl);

    fireEvent.click(screen.getByRole('button', { name: 'Play Video' }));
    const player = screen.getByTestId('video-overlay').querySelector('video')!;
    expect(player.getAttribute('src')).toBe(film.videoUrl);
    expect(player.controls).toBe(true);
  });
});
