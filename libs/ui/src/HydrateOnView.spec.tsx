import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, startTransition, use, useContext, useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnView } from './HydrateOnView';

/** jsdom has no IntersectionObserver: this one is told by the test when its targets come into view. */
class ViewportObserver {
  static observers = new Set<ViewportObserver>();
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportObserver.observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    ViewportObserver.observers.delete(this);
  }
  /** `target` scrolled into view (`touching`: only against the viewport's edge, as the browser reports it). */
  static show(target: Element, { touching = false } = {}) {
    for (const observer of [...ViewportObserver.observers])
      if (observer.targets.has(target))
        observer.callback([{ target, isIntersecting: !touching } as IntersectionObserverEntry], observer as never);
  }
}

const Label = createContext('first');

/** Counts clicks once hydrated, and says when its effects ran (they run only once hydrated). */
function Counter({ hydrated }: { hydrated: () => void }) {
  const [clicks, setClicks] = useState(0);
  const label = useContext(Label);
  useEffect(hydrated, [hydrated]);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {label}: {clicks} clicks
    </button>
  );
}

function Page({ hydrated, label = 'first' }: { hydrated: () => void; label?: string }) {
  return (
    <Label value={label}>
      <h1>Above the fold</h1>
      <HydrateOnView fallback={<p>loading</p>}>
        <Counter hydrated={hydrated} />
      </HydrateOnView>
    </Label>
  );
}

/** The server's markup of `page` in the document, hydrated. */
async function serverRendered(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, page));
  return { container, root, button: screen.getByRole('button') };
}

beforeEach(() => {
  globalThis.IntersectionObserver = ViewportObserver as never;
  jest.spyOn(console, 'error');
});

afterEach(() => {
  ViewportObserver.observers.clear();
  document.body.innerHTML = '';
  expect(console.error).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('HydrateOnView', () => {
  it('renders its children on the server, in a wrapper that does not change the layout', () => {
    const html = renderToString(
      <HydrateOnView>
        <a href="/painting/7">Lake Wakatipu</a>
      </HydrateOnView>,
    );
    expect(html).toMatch(
      /^<div data-hydrate-on-view="[^"]+" class="contents"><!--\$--><a href="\/painting\/7">Lake Wakatipu<\/a><!--\/\$--><\/div>$/,
    );
  });

  it("keeps the server's markup unhydrated until it comes into view, then hydrates that markup", async () => {
    const hydrated = jest.fn();
    const { button } = await serverRendered(<Page hydrated={hydrated} />);

    await act(async () => ViewportObserver.show(button, { touching: true }));
    expect(hydrated).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(button.textContent).toBe('first: 0 clicks');

    await act(async () => ViewportObserver.show(button));
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toBe(button); // the server's node, adopted
    fireEvent.click(button);
    expect(button.textContent).toBe('first: 1 clicks');
    expect(ViewportObserver.observers.size).toBe(0);
  });

  it('hydrates at once when the visitor reaches it first', async () => {
    const hydrated = jest.fn();
    const { button } = await serverRendered(<Page hydrated={hydrated} />);
    await act(async () => void fireEvent.focusIn(button));
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toBe(button);
  });

  it('hydrates at once when its parent updates before it came into view, also in a transition (a navigation)', async () => {
    const hydrated = jest.fn();
    const { root, button } = await serverRendered(<Page hydrated={hydrated} />);
    await act(async () => startTransition(() => root.render(<Page hydrated={hydrated} label="second" />)));
    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toBe('second: 0 clicks');
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('renders afresh when only a context it reads changes before it came into view', async () => {
    const hydrated = jest.fn();
    const section = (
      <HydrateOnView fallback={<p>loading</p>}>
        <Counter hydrated={hydrated} />
      </HydrateOnView>
    );
    function Labelled() {
      const [label, setLabel] = useState('first');
      return (
        <Label value={label}>
          <input aria-label="label" value={label} onChange={(event) => setLabel(event.target.value)} />
          {section}
        </Label>
      );
    }
    await serverRendered(<Labelled />);
    await act(async () => void fireEvent.change(screen.getByLabelText('label'), { target: { value: 'second' } }));
    expect(screen.getByRole('button').textContent).toBe('second: 0 clicks');
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('renders at once where there is no server markup (a page rendered in the browser), also after a suspense', async () => {
    const rendered = jest.fn();
    const IntersectionObserver = jest.fn();
    globalThis.IntersectionObserver = IntersectionObserver as never;
    let arrive = () => {};
    const arriving = new Promise<void>((resolve) => (arrive = resolve));
    function Slow() {
      use(arriving);
      return <Counter hydrated={rendered} />;
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
    expect(screen.getByRole('button').textContent).toBe('first: 0 clicks');
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(IntersectionObserver).not.toHaveBeenCalled();
  });
});
