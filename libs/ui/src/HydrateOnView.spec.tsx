import { act, render, screen } from '@testing-library/react';
import { use, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { HydrateOnView } from './HydrateOnView';

// When a server-rendered part hydrates (in view, touched, updated) is a browser's matter: the
// journey `server-rendering.spec.ts` checks it in Chromium. Here: what it renders on either side.

function Card({ rendered }: { rendered?: () => void }) {
  useEffect(() => rendered?.(), [rendered]);
  return <a href="/painting/7">Lake Wakatipu</a>;
}

afterEach(() => jest.restoreAllMocks());

describe('HydrateOnView', () => {
  it('renders its children on the server, in a wrapper that does not change the layout', () => {
    const html = renderToString(
      <HydrateOnView fallback={<p>loading</p>}>
        <Card />
      </HydrateOnView>,
    );
    expect(html).toMatch(
      /^<div data-hydrate-on-view="[^"]+" class="contents"><!--\$--><a href="\/painting\/7">Lake Wakatipu<\/a><!--\/\$--><\/div>$/,
    );
  });

  it('renders at once where there is no server markup (a page rendered in the browser), also after a suspense', async () => {
    const rendered = jest.fn();
    const IntersectionObserver = jest.fn();
    globalThis.IntersectionObserver = IntersectionObserver as never;
    let arrive = () => {};
    const arriving = new Promise<void>((resolve) => (arrive = resolve));
    function Slow() {
      use(arriving);
      return <Card rendered={rendered} />;
    }
    await act(
      async () =>
        void render(
          <HydrateOnView fallback={<p>loading</p>}>
            <Slow />
          </HydrateOnView>,
        ),
    );
    expect(screen.getByText('loading')).toBeTruthy();
    // Its wrapper is in the document now, as a server's would be: the retry must not wait for a view.
    await act(async () => arrive());
    expect(screen.getByRole('link', { name: 'Lake Wakatipu' })).toBeTruthy();
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(IntersectionObserver).not.toHaveBeenCalled();
  });
});
