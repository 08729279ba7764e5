import { act, fireEvent, render, screen } from '@testing-library/react';
import { image } from '../../../testing/fixtures';
import { ImageViewer } from './ImageViewer';

const images = [
  image({ id: 1, imageUrl: '/media/a.jpg', altText: 'Dawn over the lake' }),
  image({ id: 2, imageUrl: '/media/b.jpg', altText: null }),
  image({ id: 3, imageUrl: '/media/c.jpg', altText: null }),
];

function renderViewer(props: Partial<Parameters<typeof ImageViewer>[0]> = {}) {
  const onClose = jest.fn();
  const onIndexChange = jest.fn();
  render(
    <ImageViewer
      title="Dawn over Lake Wakatipu"
      images={images}
      initialIndex={0}
      onClose={onClose}
      onIndexChange={onIndexChange}
      {...props}
    />,
  );
  return { onClose, onIndexChange };
}

const zoom = () => screen.getByTestId('viewer-zoom').textContent;
const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));
const imageTransform = () => (screen.getByTestId('viewer-image').closest('div') as HTMLElement).style.transform;

describe(ImageViewer.name, () => {
  it('shows the title and the alt text, else "Image N of M"', () => {
    renderViewer();
    expect(screen.getByTestId('viewer-title').textContent).toBe('Dawn over Lake Wakatipu');
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Dawn over the lake');
    press('ArrowRight');
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Image 2 of 3');
    expect(screen.getByRole('dialog', { name: 'Dawn over Lake Wakatipu: full-screen viewer' })).toBeTruthy();
  });

  it('zooms with + and =, out with -, resets with 0, and shows the percentage', () => {
    renderViewer();
    expect(zoom()).toBe('100%');
    press('+');
    expect(zoom()).toBe('130%');
    press('=');
    expect(zoom()).toBe('169%');
    expect(imageTransform()).toContain('scale(1.69');
    press('-');
    expect(zoom()).toBe('130%');
    press('0');
    expect(zoom()).toBe('100%');
  });

  it('stops at the zoom limits, 0.5x and the maximum (3x for an image drawn at full size)', () => {
    renderViewer();
    for (let i = 0; i < 8; i++) press('+');
    expect(zoom()).toBe('300%');
    expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 12; i++) press('-');
    expect(zoom()).toBe('50%');
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('zooms with the buttons and the wheel, and toggles 2.5x on double click', () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toBe('130%');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(zoom()).toBe('100%');
    const stage = screen.getByTestId('viewer-stage');
    act(() => void stage.dispatchEvent(new WheelEvent('wheel', { deltaY: -120, bubbles: true, cancelable: true })));
    expect(zoom()).toBe('110%');
    act(() => void stage.dispatchEvent(new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true })));
    expect(zoom()).toBe('99%');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    fireEvent.doubleClick(stage);
    expect(zoom()).toBe('250%');
    fireEvent.doubleClick(stage);
    expect(zoom()).toBe('100%');
  });

  it('moves between images with the arrows, keys and dots, starting each at 100%', () => {
    const { onIndexChange } = renderViewer();
    press('+');
    press('ArrowRight');
    expect(zoom()).toBe('100%');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Image 3 of 3');
    press('ArrowLeft');
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Image 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Dawn over the lake');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Image 3 of 3');
  });

  it('has no arrows or dots for a single image', () => {
    renderViewer({ images: [images[0]!] });
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByTestId('viewer-dots')).toBeNull();
    press('ArrowRight');
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Dawn over the lake');
  });

  it('closes on Escape, on the close button and on the backdrop, and locks page scrolling while open', () => {
    const { onClose } = renderViewer();
    expect(document.body.style.overflow).toBe('hidden');
    press('Escape');
    fireEvent.click(screen.getByRole('button', { name: 'Close viewer' }));
    fireEvent.click(screen.getByTestId('viewer'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('pans with the mouse only when zoomed in', () => {
    renderViewer();
    const stage = screen.getByTestId('viewer-stage');
    stage.setPointerCapture = () => {};
    fireEvent.pointerDown(stage, { pointerType: 'mouse', button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerType: 'mouse', clientX: 160, clientY: 130 });
    expect(imageTransform()).toContain('translate3d(0px, 0px, 0)');
  });
});
