import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Overlay } from './Overlay';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Overlay label="Film" onClose={() => setOpen(false)} data-testid="layer">
          <div>
            <button type="button" autoFocus onClick={() => setOpen(false)}>
              Close
            </button>
            <a href="#more">More</a>
          </div>
        </Overlay>
      )}
    </>
  );
}

describe(Overlay.name, () => {
  it('keeps focus inside, locks page scrolling, and gives focus back when it closes', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);

    expect(screen.getByRole('dialog', { name: 'Film' }).getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');

    screen.getByRole('link', { name: 'More' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'More' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not on its content', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('link', { name: 'More' }).parentElement!);
    expect(screen.getByTestId('layer')).toBeTruthy();
    fireEvent.click(screen.getByTestId('layer'));
    expect(screen.queryByTestId('layer')).toBeNull();
  });
});
