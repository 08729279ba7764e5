import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPainting } from '../../../testing/paintings';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { SaleAction } from './SaleAction';

afterEach(cleanup);

describe(SaleAction.name, () => {
  it("offers 'Sell' for an unsold painting and 'Undo Sale' for a sold one", () => {
    mockApi({});
    const { unmount } = renderPage(<SaleAction painting={aPainting({ sold: false })} />);
    expect(screen.getByRole('button', { name: 'Sell' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo Sale' })).toBeNull();
    unmount();
    renderPage(<SaleAction painting={aPainting({ sold: true })} />);
    expect(screen.getByRole('button', { name: 'Undo Sale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sell' })).toBeNull();
  });

  it('undoes a sale only once she confirms, and says so', async () => {
    const calls = mockApi({
      'POST /api/admin/paintings/1/reverse-sale': { body: { id: 3 } },
      'GET /api/admin/paintings/all': { body: [] },
    });
    renderPage(<SaleAction painting={aPainting({ id: 1, title: 'Lake Hayes', sold: true })} />);

    fireEvent.click(screen.getByRole('button', { name: 'Undo Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo Sale' });
    expect(dialog.textContent).toContain("Undo the sale of 'Lake Hayes'?");
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo Sale' }));
    expect(await screen.findByText('Sale undone: the painting is available again')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/paintings/1/reverse-sale']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows the server's reason when the sale cannot be undone", async () => {
    mockApi({
      'POST /api/admin/paintings/1/reverse-sale': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'This painting was paid for online, so its sale cannot be undone here: refund the payment instead.',
        },
      },
      'GET /api/admin/paintings/all': { body: [] },
    });
    renderPage(<SaleAction painting={aPainting({ id: 1, sold: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Undo Sale' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo Sale' }));
    expect(
      await screen.findByText('This painting was paid for online, so its sale cannot be undone here: refund the payment instead.'),
    ).toBeTruthy();
  });
});
