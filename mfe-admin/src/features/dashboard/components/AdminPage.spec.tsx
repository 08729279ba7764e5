import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DURABLE_WORK_SERVICES } from '@atelier/contracts';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { AdminPage } from './AdminPage';

/** The lists the counts and the failed work above the tabs read. */
const SUMMARY_LISTS = Object.fromEntries(
  [
    'GET /api/admin/inquiries',
    'GET /api/bookings',
    'GET /api/admin/orders',
    'GET /api/newsletter',
    ...DURABLE_WORK_SERVICES.map((service) => `GET /api/admin/failed-work/${service}`),
  ].map((call) => [call, { body: [] }]),
);

afterEach(cleanup);

describe(AdminPage.name, () => {
  it('shows a spinner while it checks the admin status', () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderPage(<AdminPage />, { path: '/admin' });

    expect(screen.getByRole('status', { name: 'Checking sign-in' })).toBeTruthy();
    expect(screen.queryByText('Admin Dashboard')).toBeNull();
  });

  it('sends a signed-out visitor to /admin/login', async () => {
    mockApi({ 'GET /api/admin/status': { body: { authenticated: false } } });
    renderPage(<AdminPage />, { path: '/admin' });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/login'));
  });

  it("shows 'Admin Dashboard' with its tabs (SPEC's four, then Enquiries, Orders and Site), Paintings first", async () => {
    mockApi({
      'GET /api/admin/status': { body: { authenticated: true } },
      'GET /api/admin/paintings/all': { body: [] },
      'GET /api/admin/adventures': { body: [] },
      ...SUMMARY_LISTS,
    });
    renderPage(<AdminPage />, { path: '/admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Paintings', 'Bookings', 'Customers', 'Newsletter', 'Enquiries', 'Orders', 'Site']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Painting' })).toBeTruthy();

    fireEvent.mouseDown(tabs[1]!);
    expect(await screen.findByRole('heading', { name: 'Adventure Bookings' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin?tab=bookings');
  });

  it.each([
    ['Customers', 'GET /api/admin/customers'],
    ['Bookings', 'GET /api/bookings'],
  ])('sends the artist to sign in again when the session ends while the %s tab loads', async (tab, call) => {
    let signedIn = true;
    mockApi({
      'GET /api/admin/status': () => ({ body: { authenticated: signedIn } }),
      'GET /api/admin/paintings/all': { body: [] },
      'GET /api/admin/adventures': { body: [] },
      ...SUMMARY_LISTS,
      [call]: () => {
        signedIn = false; // the session ended (expired, or ended elsewhere)
        return { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' } };
      },
    });
    renderPage(<AdminPage />, { path: '/admin' });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: tab }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/login'));
  });

  it("logs out: home, with 'Logged out successfully'", async () => {
    const calls = mockApi({
      'GET /api/admin/status': { body: { authenticated: true } },
      'GET /api/admin/paintings/all': { body: [] },
      ...SUMMARY_LISTS,
      'POST /api/admin/logout': { body: { success: true } },
    });
    const { queryClient } = renderPage(<AdminPage />, { path: '/admin', route: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.getByText('Logged out successfully')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/logout')).toBe(true);
    expect(queryClient.getQueryData(['/api/admin/status'])).toBeUndefined();
    expect(queryClient.getQueryData(['/api/admin/paintings/all'])).toBeUndefined();
  });
});
