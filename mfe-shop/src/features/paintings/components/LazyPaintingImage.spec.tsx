import { act, fireEvent, render, screen } from '@testing-library/react';
import { image, variants } from '../../../testing/fixtures';
import { LAZY_LOAD_OPTIONS, LazyPaintingImage } from './LazyPaintingImage';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: { callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];

beforeEach(() => {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private readonly record;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

describe(LazyPaintingImage.name, () => {
  it('waits until the frame is within 100 px of the viewport and a tenth visible (requirements §9)', () => {
    expect(LAZY_LOAD_OPTIONS).toEqual({ rootMargin: '100px', threshold: 0.1 });
    render(<LazyPaintingImage image={image({ variants: variants('/media/p/1') })} alt="Dart River Braids" sizes="300px" />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
    expect(observers[0]!.options).toEqual({ rootMargin: '100px', threshold: 0.1 });

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByRole('img')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(observers[0]!.disconnected).toBe(true);

    const img = screen.getByRole('img', { name: 'Dart River Braids' });
    expect(img.getAttribute('sizes')).toBe('300px');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.className).toContain('opacity-0');
    // Placeholder and spinner until the file has arrived, then the image fades in.
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
    fireEvent.load(img);
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    expect(img.className).toContain('opacity-100');
  });
});
