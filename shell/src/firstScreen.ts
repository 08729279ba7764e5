/** The longest the app's scripts wait for a page's main images. */
const MAIN_IMAGES_WAIT_MS = 1500;

/**
 * Settles once a server-rendered page's first screen is painted: its main images (those it marks
 * `fetchpriority="high"`: the hero, the painting, the collection's first row) decoded and on
 * screen, or its text when it has none; or after 1.5 s. The app's scripts start after that, so
 * the page's largest paint never waits behind scripts competing for the connection and the main
 * thread; the markup is readable and its links work meanwhile. The journeys wait for the page to
 * be hydrated (`data-hydrated`) before they act, as a visitor's first tap would.
 */
export function firstScreenPainted(root: ParentNode): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  const waited = new Promise((resolve) => setTimeout(resolve, MAIN_IMAGES_WAIT_MS));
  return Promise.race([decoded, waited]).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
