import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { cleanup, hydratePage, mockApi, renderSettled, settle } from '@atelier/ui/testing';
import { NavBar } from './NavBar';

function Page() {
  return (
    <>
      <NavBar />
      <Routes>
        <Route path="/" element={<section id="about">About</section>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </>
  );
}

let scrolled: string[];
beforeEach(() => {
  mockApi();
  scrolled = [];
  jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push(`${this.id}:${typeof options === 'object' ? options.behavior : ''}`);
  });
});
afterEach(() => {
  jest.useRealTimers();
  cleanup();
});

const location = () => screen.getByTestId('location').textContent;

describe(NavBar.name, () => {
  it('shows the brand with its tagline linking home, the items and the currency selector', async () => {
    await renderSettled(<Page />);
    const brand = screen.getByRole('link', { name: 'Mere Tūhoe PAINTER OF THE MACKENZIE' });
    expect(brand.getAttribute('href')).toBe('/');
    expect(brand.textContent).toContain('PAINTER OF THE MACKENZIE');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Paintings', '/collection'],
      ['Adventures', '/adventures'],
      ['Commissions', '/commissions'],
      ['About', '/#about'],
      ['Contact', '/#contact'],
    ]);
    const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['$ NZD', '$ USD', '€ EUR', '£ GBP', 'A$ AUD', 'C$ CAD', '¥ JPY']);
    expect(select.value).toBe('NZD');
  });

  it('saves the currency picked in the selector and announces it', async () => {
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener('currencyChanged', listener);
    await renderSettled(<Page />);

    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } });

    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('GBP');
    expect(localStorage.getItem('selectedCurrency')).toBe('"GBP"');
    expect(announced).toEqual([{ currency: 'GBP' }]);
    window.removeEventListener('currencyChanged', listener);
  });

  it('takes the currency picked before the page hydrated', async () => {
    hydratePage(<Page />, {
      path: '/',
      meanwhile: () => fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } }),
    });
    await settle();

    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('GBP');
    expect(localStorage.getItem('selectedCurrency')).toBe('"GBP"');
  });

  it('scrolls smoothly to a section on the home page', async () => {
    await renderSettled(<Page />, { path: '/' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    expect(scrolled).toEqual(['about:smooth']);
    expect(location()).toBe('/');
  });

  it('goes home first from another page, then scrolls to the section after 300 ms', async () => {
    await renderSettled(<Page />, { path: '/collection' });
    jest.useFakeTimers();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    expect(location()).toBe('/');
    act(() => jest.advanceTimersByTime(299));
    expect(scrolled).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(scrolled).toEqual(['about:smooth']);
  });
});

describe('phone menu', () => {
  const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

  it('slides in from the right with the items and every currency as symbol, code and name, and locks the page', async () => {
    await renderSettled(<Page />);
    openMenu();
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(menu.querySelector('.animate-slide-in')!.className).toContain('right-0');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Paintings', 'Adventures', 'Commissions', 'About', 'Contact']);
    const currencies = within(screen.getByTestId('menu-currencies')).getAllByRole('button');
    expect(currencies.map((button) => button.textContent)).toEqual([
      '$NZDNew Zealand Dollar',
      '$USDUS Dollar',
      '€EUREuro',
      '£GBPBritish Pound',
      'A$AUDAustralian Dollar',
      'C$CADCanadian Dollar',
      '¥JPYJapanese Yen',
    ]);
    expect(currencies[0]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('closes after choosing a currency, which is saved', async () => {
    await renderSettled(<Page />);
    openMenu();
    fireEvent.click(within(screen.getByTestId('menu-currencies')).getByRole('button', { name: /JPY/ }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(localStorage.getItem('selectedCurrency')).toBe('"JPY"');
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('JPY');
  });

  it('closes after choosing a page', async () => {
    await renderSettled(<Page />, { path: '/' });
    openMenu();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Commissions' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(location()).toBe('/commissions');
  });

  it('closes on Escape, the close button and the backdrop', async () => {
    await renderSettled(<Page />);
    openMenu();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    openMenu();
    fireEvent.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the page's own menu before the page is live, and without JavaScript: a popover with the items and a currency form", async () => {
    await renderSettled(<Page />, { path: '/collection?sort=title' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = screen.getByTestId('page-menu');
    expect([button.getAttribute('popoverTarget'), menu.id, menu.getAttribute('popover')]).toEqual(['page-menu', 'page-menu', 'auto']);
    expect([...menu.querySelectorAll('nav a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Paintings', '/collection'],
      ['Adventures', '/adventures'],
      ['Commissions', '/commissions'],
      ['About', '/#about'],
      ['Contact', '/#contact'],
    ]);
    const form = menu.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/currency']);
    expect((form.querySelector('[name="return"]') as HTMLInputElement).value).toBe('/collection?sort=title');
    expect([...form.querySelectorAll('button[name="currency"]')].map((choice) => (choice as HTMLButtonElement).value)).toEqual([
      'NZD',
      'USD',
      'EUR',
      'GBP',
      'AUD',
      'CAD',
      'JPY',
    ]);
    // Live, the button opens the app's menu instead of the popover.
    expect(fireEvent.click(button)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });

  it("sets the currency with the navigation bar's form before the page is live, and without JavaScript", async () => {
    await renderSettled(<Page />, { path: '/painting/7' });
    const form = screen.getByRole('combobox', { name: 'Currency' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/currency']);
    expect((form.querySelector('[name="return"]') as HTMLInputElement).value).toBe('/painting/7');
    // Live, a choice applies at once and the form never goes.
    expect(fireEvent.submit(form)).toBe(false);
  });
});
