import type { NewsletterSubscriber } from '@atelier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage, type RecordedCall } from '@atelier/ui/testing';
import { NewsletterTab } from './NewsletterTab';

function aSubscriber({ status = 'active', ...overrides }: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber {
  return {
    id: 1,
    email: 'aroha@example.nz',
    firstName: 'Aroha',
    lastName: 'Ngata',
    active: status === 'active',
    status,
    confirmedAt: status === 'pending' ? null : '2026-06-03T09:05:00.000Z',
    // 3 June in New Zealand, still 2 June in UTC.
    subscribedAt: '2026-06-02T20:00:00.000Z',
    createdAt: '2026-06-03T09:00:00.000Z',
    unsubscribedAt: null,
    ...overrides,
  };
}

afterEach(cleanup);

const listLoads = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.url === '/api/newsletter').length;

describe(NewsletterTab.name, () => {
  it('shows the provider panel and 3 skeleton rows while loading', () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderPage(<NewsletterTab />);

    for (const name of ['Test Connection', 'Sync Newsletter', 'Sync Customers']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getAllByTestId('admin-newsletter-skeleton')).toHaveLength(3);
  });

  it("says 'No newsletter subscribers found' when there are none", async () => {
    mockApi({ 'GET /api/newsletter': { body: [] } });
    renderPage(<NewsletterTab />);

    expect((await screen.findByTestId('admin-newsletter-empty')).textContent).toBe('No newsletter subscribers found');
  });

  it("lists email, subscribed date (New Zealand's day) and an Active, Unsubscribed or Pending badge with the matching button", async () => {
    mockApi({
      'GET /api/newsletter': {
        body: [
          aSubscriber(),
          aSubscriber({ id: 2, email: 'tom@example.com', status: 'unsubscribed' }),
          aSubscriber({ id: 3, email: 'new@example.com', status: 'pending' }),
        ],
      },
    });
    renderPage(<NewsletterTab />);

    const rows = await screen.findAllByTestId('admin-newsletter-row');
    expect(within(rows[0]!).getByTestId('admin-newsletter-email').textContent).toBe('aroha@example.nz');
    expect(within(rows[0]!).getByTestId('admin-newsletter-date').textContent).toBe('3 Jun 2026');
    expect(within(rows[0]!).getByTestId('admin-newsletter-status').textContent).toBe('Active');
    expect(within(rows[0]!).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(within(rows[1]!).getByTestId('admin-newsletter-status').textContent).toBe('Unsubscribed');
    expect(within(rows[1]!).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    // Not confirmed from the e-mail yet: the artist can cancel the sign-up, not confirm it for them.
    expect(within(rows[2]!).getByTestId('admin-newsletter-status').textContent).toBe('Pending');
    expect(rows[2]!.textContent).toContain('has not confirmed from the e-mail yet');
    expect(within(rows[2]!).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByTestId('admin-newsletter-count').textContent).toBe('1 active, 1 waiting for confirmation of 3');
  });

  it("unsubscribes, shows the server's message and refreshes the list", async () => {
    let status: NewsletterSubscriber['status'] = 'active';
    const calls = mockApi({
      'GET /api/newsletter': () => ({ body: [aSubscriber({ status })] }),
      'PATCH /api/admin/newsletter/aroha%40example.nz/unsubscribe': () => {
        status = 'unsubscribed';
        return { body: { message: 'Successfully unsubscribed aroha@example.nz' } };
      },
    });
    renderPage(<NewsletterTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('Successfully unsubscribed aroha@example.nz')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByTestId('admin-newsletter-status').textContent).toBe('Unsubscribed');
    expect(listLoads(calls)).toBe(2);
  });

  it("says 'Failed to subscribe user' when re-subscribing fails without a server message", async () => {
    mockApi({
      'GET /api/newsletter': { body: [aSubscriber({ status: 'unsubscribed' })] },
      'PATCH /api/admin/newsletter/aroha%40example.nz/subscribe': { status: 502, body: '<html>Bad Gateway</html>' },
    });
    renderPage(<NewsletterTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Failed to subscribe user')).toBeTruthy();
  });

  it.each([
    [{ connected: true }, 200, 'Mailchimp connection successful'],
    [{ connected: false }, 200, 'Mailchimp connection failed. Check your API credentials.'],
    [{ message: 'boom' }, 500, 'Failed to test Mailchimp connection. boom'],
    ['', 502, 'Failed to test Mailchimp connection'],
  ])('Test Connection answering %j (%i) says %s', async (body, status, text) => {
    mockApi({ 'GET /api/newsletter': { body: [] }, 'POST /api/admin/mailchimp/test': { status, body } });
    renderPage(<NewsletterTab />);

    fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('syncs the newsletter and says so; a refused customer sync says it failed', async () => {
    mockApi({
      'GET /api/newsletter': { body: [] },
      'POST /api/admin/mailchimp/sync': { body: { message: 'Sync of 2 subscribers queued' } },
      'POST /api/admin/mailchimp/sync-customers': {
        status: 503,
        body: { statusCode: 503, message: 'Customer sync arrives with the commerce service' },
      },
    });
    renderPage(<NewsletterTab />);

    fireEvent.click(screen.getByRole('button', { name: 'Sync Newsletter' }));
    expect(await screen.findByText('Sync of 2 subscribers queued')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync Customers' }));
    expect(await screen.findByText('Failed to sync customers to Mailchimp. Customer sync arrives with the commerce service')).toBeTruthy();
  });

  it("says 'Failed to sync subscribers to Mailchimp' and why when Mailchimp is not configured", async () => {
    mockApi({
      'GET /api/newsletter': { body: [] },
      'POST /api/admin/mailchimp/sync': { status: 503, body: { statusCode: 503, message: 'Mailchimp is not configured.' } },
    });
    renderPage(<NewsletterTab />);

    fireEvent.click(screen.getByRole('button', { name: 'Sync Newsletter' }));
    await waitFor(() => expect(screen.getByText('Failed to sync subscribers to Mailchimp. Mailchimp is not configured.')).toBeTruthy());
  });
});
