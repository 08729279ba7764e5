import { addDays, todayInNewZealand, type Customer } from '@atelier/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aPainting } from '../../../testing/paintings';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { MarkSoldDialog } from './MarkSoldDialog';

function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    name: 'Aroha Ngata',
    email: 'aroha@example.com',
    phone: null,
    address: '12 Mall Street\nGlenorchy 9372',
    notes: null,
    createdAt: '2026-06-01T00:00:00.000Z',
    purchasedPaintings: [],
    ...overrides,
  };
}

afterEach(cleanup);

describe(MarkSoldDialog.name, () => {
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  const change = (label: string, to: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: to } });
  /** The validation message the control points at (aria-describedby), shown beside it. */
  const messageOf = (label: string) => {
    const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
    return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
  };

  it('keeps Mark as Sold disabled until a customer is chosen, fills in the list price, today and their address, and sells', async () => {
    const calls = mockApi({
      'GET /api/admin/customers': { body: [aCustomer()] },
      'POST /api/admin/paintings/1/sell': { status: 201, body: { id: 3 } },
      'GET /api/admin/paintings/all': { body: [] },
    });
    const onClose = jest.fn();
    renderPage(<MarkSoldDialog painting={aPainting({ price: '4200.00', currency: 'NZD' })} onClose={onClose} />);

    expect(await screen.findByText('Mark Painting as Sold')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Mark as Sold' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('admin-sell-shipping')).toBeNull();
    expect(value('Price paid (NZD)')).toBe('4200.00');
    expect(value('Date of sale')).toBe(todayInNewZealand());
    expect(value('Paid by')).toBe('');
    expect(screen.getByLabelText('Shipped to an address')).toHaveProperty('checked', true);

    await screen.findByRole('option', { name: 'Aroha Ngata (aroha@example.com)' });
    change('Customer', '7');
    expect(value('Shipping Address')).toBe('12 Mall Street\nGlenorchy 9372');
    expect(confirm).toHaveProperty('disabled', false);
    change('Paid by', 'bank-transfer');

    fireEvent.click(confirm);
    expect(await screen.findByText('Painting marked as sold')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sell = calls.find((call) => call.method === 'POST');
    expect(sell?.body).toEqual({
      customerId: 7,
      price: '4200.00',
      soldDate: todayInNewZealand(),
      paymentMethod: 'bank-transfer',
      delivery: 'ship',
      shippingAddress: '12 Mall Street\nGlenorchy 9372',
      pickupStudio: null,
    });
  });

  it('shows each fault beside its field and sends nothing, then records the price paid, an earlier day, cash and a pickup', async () => {
    const calls = mockApi({
      'GET /api/admin/customers': { body: [aCustomer()] },
      'POST /api/admin/paintings/1/sell': { status: 201, body: { id: 3 } },
      'GET /api/admin/paintings/all': { body: [] },
    });
    const onClose = jest.fn();
    renderPage(<MarkSoldDialog painting={aPainting({ price: '4200.00', currency: 'NZD' })} onClose={onClose} />);
    await screen.findByRole('option', { name: 'Aroha Ngata (aroha@example.com)' });
    change('Customer', '7');
    change('Price paid (NZD)', '3,900');
    change('Date of sale', addDays(todayInNewZealand(), 1));
    fireEvent.click(screen.getByLabelText('Collected from a studio'));
    expect(screen.queryByTestId('admin-sell-shipping')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
    await waitFor(() =>
      expect(messageOf('Price paid (NZD)')).toBe('Enter the price paid as a positive amount with at most 2 decimals, e.g. 4800 or 4800.50'),
    );
    expect(messageOf('Date of sale')).toBe('The date of the sale cannot be in the future');
    expect(messageOf('Paid by')).toBe('Please choose how it was paid');
    expect(messageOf('Studio')).toBe('Please choose the studio it is collected from');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    change('Price paid (NZD)', '3900');
    change('Date of sale', '2024-11-02');
    change('Paid by', 'cash');
    change('Studio', 'waipu');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      customerId: 7,
      price: '3900.00',
      soldDate: '2024-11-02',
      paymentMethod: 'cash',
      delivery: 'pickup',
      shippingAddress: null,
      pickupStudio: 'waipu',
    });
  });

  it('sends the shipping address as she changed it for this sale', async () => {
    const calls = mockApi({
      'GET /api/admin/customers': {
        body: [aCustomer(), aCustomer({ id: 8, name: 'Tama Rewi', email: 'tama@example.com', address: null })],
      },
      'POST /api/admin/paintings/1/sell': { status: 201, body: { id: 3 } },
      'GET /api/admin/paintings/all': { body: [] },
    });
    renderPage(<MarkSoldDialog painting={aPainting()} onClose={jest.fn()} />);
    await screen.findByRole('option', { name: 'Tama Rewi (tama@example.com)' });
    change('Customer', '8');
    expect(value('Shipping Address')).toBe('');
    expect(screen.getByTestId('admin-sell-shipping').textContent).toContain('No address on file for this customer.');
    change('Customer', '7');
    expect(value('Shipping Address')).toBe('12 Mall Street\nGlenorchy 9372');
    change('Shipping Address', '9 Harbour View, Whangārei');
    change('Paid by', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        customerId: 7,
        shippingAddress: '9 Harbour View, Whangārei',
      }),
    );
  });

  it('goes back to disabled when the choice is cleared', async () => {
    mockApi({ 'GET /api/admin/customers': { body: [aCustomer()] } });
    renderPage(<MarkSoldDialog painting={aPainting()} onClose={jest.fn()} />);
    await screen.findByRole('option', { name: 'Aroha Ngata (aroha@example.com)' });
    const select = screen.getByLabelText('Customer');
    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Mark as Sold' })).toHaveProperty('disabled', true);
  });

  it('selects a customer created from the Add New Customer shortcut', async () => {
    const created = aCustomer({ id: 9, name: 'Tama Rewi', email: 'tama@example.com', address: 'Waipu' });
    const list = [aCustomer()];
    mockApi({
      'GET /api/admin/customers': () => ({ body: list }),
      'POST /api/admin/customers': () => {
        list.unshift(created);
        return { status: 201, body: created };
      },
    });
    renderPage(<MarkSoldDialog painting={aPainting()} onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Customer' }));
    expect(await screen.findByRole('heading', { name: 'Add New Customer' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tama Rewi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'tama@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Customer created successfully')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Customer') as HTMLSelectElement).value).toBe('9'));
    expect((screen.getByLabelText('Shipping Address') as HTMLTextAreaElement).value).toBe('Waipu');
  });
});
