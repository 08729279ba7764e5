import { FAILED_WORK_MESSAGES, type FailedWork } from '@atelier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { FailedWorkPanel } from './FailedWorkPanel';

afterEach(cleanup);

const failed = (work: Partial<FailedWork> & Pick<FailedWork, 'id' | 'service' | 'subject' | 'failedAt'>): FailedWork => ({
  kind: 'booking-email',
  createdAt: '2026-11-20T01:00:00.000Z',
  attempts: 1,
  failure: 'refused',
  reason: '400 data.bookingId: Invalid input: expected number, received string',
  ...work,
});

const bookingEmail = failed({
  id: 4,
  service: 'bookings',
  subject: 'booking-guest e-mail for booking #12',
  failedAt: '2026-11-20T02:00:00.000Z',
});
const certificate = failed({
  id: 9,
  service: 'commerce',
  kind: 'issue-certificate',
  subject: 'certificate of order #31',
  failedAt: '2026-11-21T02:00:00.000Z',
  attempts: 17,
  failure: 'given-up',
  reason: '503 Part of the site is not answering just now. Please try again in a moment.',
});

describe(FailedWorkPanel.name, () => {
  it('lists every service’s failed work, the latest failure first, with what it was for, why and how often it ran', async () => {
    mockApi({
      'GET /api/admin/failed-work/bookings': { body: [bookingEmail] },
      'GET /api/admin/failed-work/commerce': { body: [certificate] },
      'GET /api/admin/failed-work/mailing': { body: [] },
    });
    renderPage(<FailedWorkPanel />);

    const rows = await screen.findAllByTestId('admin-failed-work-row');
    expect(rows.map((row) => within(row).getByTestId('admin-failed-work-subject').textContent)).toEqual([
      'certificate of order #31',
      'booking-guest e-mail for booking #12',
    ]);
    expect(rows[0]!.textContent).toContain('Gave up');
    expect(rows[0]!.textContent).toContain(
      'Shop · issue-certificate · created 20 Nov 2026, 2:00 pm · failed 21 Nov 2026, 3:00 pm · 17 attempts',
    );
    expect(within(rows[1]!).getByTestId('admin-failed-work-reason').textContent).toBe(bookingEmail.reason);
    expect(rows[1]!.textContent).toContain('Refused');
    expect(rows[1]!.textContent).toContain('1 attempt');
  });

  it('retries one at its own service: it shows Queued, then leaves the list once it is read again', async () => {
    let retried = false;
    const calls = mockApi({
      'GET /api/admin/failed-work/bookings': () => ({ body: retried ? [] : [bookingEmail] }),
      'GET /api/admin/failed-work/commerce': { body: [certificate] },
      'GET /api/admin/failed-work/mailing': { body: [] },
      'POST /api/admin/failed-work/bookings/4/retry': () => {
        retried = true;
        return { status: 204 };
      },
    });
    renderPage(<FailedWorkPanel />);

    const row = (await screen.findAllByTestId('admin-failed-work-row'))[1]!;
    fireEvent.click(within(row).getByTestId('admin-failed-work-retry'));

    expect(await screen.findByText(FAILED_WORK_MESSAGES.retried)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('admin-failed-work-row')).toHaveLength(1));
    expect(screen.getByTestId('admin-failed-work-subject').textContent).toBe('certificate of order #31');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/failed-work/bookings/4/retry']);
  });

  it('shows Queued while the retried work is still listed as failed', async () => {
    mockApi({
      // The list read before the retry is kept answering it: the work shows as queued, not as a Retry to press again.
      'GET /api/admin/failed-work/bookings': { body: [bookingEmail] },
      'GET /api/admin/failed-work/commerce': { body: [] },
      'GET /api/admin/failed-work/mailing': { body: [] },
      'POST /api/admin/failed-work/bookings/4/retry': { status: 204 },
    });
    renderPage(<FailedWorkPanel />);

    fireEvent.click(await screen.findByTestId('admin-failed-work-retry'));

    expect((await screen.findByTestId('admin-failed-work-queued')).textContent).toBe('Queued');
    expect(screen.queryByTestId('admin-failed-work-retry')).toBeNull();
  });

  it('says so when nothing has failed', async () => {
    mockApi({
      'GET /api/admin/failed-work/bookings': { body: [] },
      'GET /api/admin/failed-work/commerce': { body: [] },
      'GET /api/admin/failed-work/mailing': { body: [] },
    });
    renderPage(<FailedWorkPanel />);

    expect((await screen.findByTestId('admin-failed-work-empty')).textContent).toBe(
      'Nothing has failed: every e-mail and task went through.',
    );
    expect(screen.queryByTestId('admin-failed-work-list')).toBeNull();
  });

  it('shows what it could read, and names the service it could not, with Try again', async () => {
    let mailingUp = false;
    mockApi({
      'GET /api/admin/failed-work/bookings': { body: [bookingEmail] },
      'GET /api/admin/failed-work/commerce': { body: [] },
      'GET /api/admin/failed-work/mailing': () =>
        mailingUp ? { body: [] } : { status: 503, body: { statusCode: 503, message: 'Service unavailable' } },
    });
    renderPage(<FailedWorkPanel />);

    const error = await screen.findByTestId('admin-failed-work-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Failed to load the failed work of Mailing.');
    expect(screen.getAllByTestId('admin-failed-work-row')).toHaveLength(1);
    expect(screen.queryByTestId('admin-failed-work-empty')).toBeNull();

    mailingUp = true;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('admin-failed-work-error')).toBeNull());
  });
});
