import { fireEvent, screen } from '@testing-library/react';
import { answerShellCalls, renderAt } from '../../testing/render';
import { Hero } from './Hero';

let scrolled: string[];
beforeEach(() => {
  scrolled = [];
  jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
});
afterEach(() => jest.restoreAllMocks());

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
    answerShellCalls({ heroVideoId: null });
    await renderAt(<Page />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Glenorchy's BeautyPainted En Plein Air");
    expect(screen.getByText(/Exclusive original oil paintings of the Southern Alps and their pristine lakes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Painting Adventures' }).getAttribute('href')).toBe('/adventures');
    expect(screen.queryByTestId('hero-background-video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play Video' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'View Collection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll down to the collection' }));
    expect(scrolled).toEqual(['collection', 'collection']);
  });

  it('plays the configured film muted and looping behind the headline', async () => {
    answerShellCalls({ heroVideoId: 'abc123' });
    await renderAt(<Page />);

    const background = new URL(screen.getByTestId('hero-background-video').getAttribute('src')!);
    expect(background.pathname).toBe('/embed/abc123');
    expect(Object.fromEntries(background.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'abc123',
      controls: '0',
    });
  });

  it('opens the film in an overlay that Escape, the backdrop and the close button close, with the page locked meanwhile', async () => {
    answerShellCalls({ heroVideoId: 'abc123' });
    await renderAt(<Page />);
    const play = () => fireEvent.click(screen.getByRole('button', { name: 'Play Video' }));
    const overlay = () => screen.queryByTestId('video-overlay');

    play();
    expect(overlay()).not.toBeNull();
    const player = new URL(overlay()!.querySelector('iframe')!.getAttribute('src')!);
    expect(player.pathname).toBe('/embed/abc123');
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
});
