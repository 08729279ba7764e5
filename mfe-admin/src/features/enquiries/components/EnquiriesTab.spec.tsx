import type { AdminInquiry } from '@atelier/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { aPainting, anImage } from '../../../testing/paintings';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { EnquiriesTab } from './EnquiriesTab';

function anInquiry(overrides: Partial<AdminInquiry> = {}): AdminInquiry {
  return {
    id: 5,
    inquiryType: 'painting-purchase',
    inquiryTypeLabel: 'Purchase Painting',
    paintingId: 3,
    paintingTitle: 'Mount Earnslaw',
    read: false,
    readAt: null,
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha@example.nz',
    phone: '+64 21 555 0101',
    message: 'Is it still available?',
    // 9:15 am on 3 June in New Zealand, still 2 June in UTC.
    createdAt: '2026-06-02T21:15:00.000Z',
    ...overrides,
  };
}

afterEach(cleanup);

describe(EnquiriesTab.name, () => {
  it('lists type, painting, names, reply link, phone, when it came (New Zealand time), message and read state', async () => {
    mockApi({
      'GET /api/admin/inquiries': {
        body: [
          anInquiry(),
          anInquiry({
            id: 4,
            inquiryType: 'general',
            inquiryTypeLabel: 'General Inquiry',
            paintingId: null,
            paintingTitle: null,
            read: true,
            phone: null,
          }),
        ],
      },
      'GET /api/admin/paintings/all': { body: [] },
    });
    renderPage(<EnquiriesTab />);

    const rows = await screen.findAllByTestId('admin-enquiries-row');
    const first = within(rows[0]!);
    expect(first.getByTestId('admin-enquiries-name').textContent).toBe('Aroha Ngata');
    expect(first.getByTestId('admin-enquiries-type').textContent).toBe('Purchase Painting');
    expect(first.getByTestId('admin-enquiries-painting').textContent).toContain('Mount Earnslaw');
    expect(first.getByTestId('admin-enquiries-status').textContent).toBe('Unread');
    expect(first.getByTestId('admin-enquiries-email').getAttribute('href')).toMatch(/^mailto:aroha@example\.nz\?subject=/);
    expect(rows[0]!.textContent).toContain('+64 21 555 0101 · 3 Jun 2026, 9:15 am');
    expect(first.getByTestId('admin-enquiries-message').textContent).toBe('Is it still available?');
    expect(within(rows[1]!).getByTestId('admin-enquiries-status').textContent).toBe('Read');
    expect(within(rows[1]!).queryByTestId('admin-enquiries-painting')).toBeNull();
    expect(screen.getByTestId('admin-enquiries-count').textContent).toBe('2 enquiries · 1 unread');
  });

  it("shows the painting an enquiry is about with its picture and title, opening the painting's page", async () => {
    const image = anImage({
      paintingId: 3,
      isPrimary: true,
      variants: [
        { format: 'webp', width: 1200, url: '/media/paintings/3/a-1200.webp' },
        { format: 'webp', width: 400, url: '/media/paintings/3/a-400.webp' },
      ],
    });
    mockApi({
      'GET /api/admin/inquiries': {
        body: [
          anInquiry(),
          // Sent while the catalog did not answer: no title was kept, today's is shown.
          anInquiry({ id: 6, paintingId: 8, paintingTitle: null }),
          // About a painting deleted since: its number, no picture.
          anInquiry({ id: 7, paintingId: 99, paintingTitle: null }),
        ],
      },
      'GET /api/admin/paintings/all': {
        body: [aPainting({ id: 3, title: 'Renamed Since', images: [image] }), aPainting({ id: 8, title: 'Lake Hayes', images: [] })],
      },
    });
    renderPage(<EnquiriesTab />);

    const rows = await screen.findAllByTestId('admin-enquiries-row');
    const painting = within(rows[0]!).getByRole('link', { name: /Mount Earnslaw/ });
    expect(painting.getAttribute('href')).toBe('/painting/3');
    expect(painting.textContent).toBe('PaintingMount Earnslaw');
    expect((await within(painting).findByTestId('admin-enquiries-thumbnail')).getAttribute('src')).toBe('/media/paintings/3/a-400.webp');

    const renamed = within(rows[1]!).getByTestId('admin-enquiries-painting');
    expect([renamed.getAttribute('href'), renamed.textContent]).toEqual(['/painting/8', 'PaintingLake Hayes']);
    expect(within(renamed).queryByTestId('admin-enquiries-thumbnail')).toBeNull();
    const gone = within(rows[2]!).getByTestId('admin-enquiries-painting');
    expect([gone.getAttribute('href'), gone.textContent]).toEqual(['/painting/99', 'Painting#99']);
  });

  it('marks an enquiry read', async () => {
    const calls = mockApi({
      'GET /api/admin/inquiries': { body: [anInquiry()] },
      'PATCH /api/admin/inquiries/5/read': { body: anInquiry({ read: true, readAt: '2026-06-04T00:00:00.000Z' }) },
      'GET /api/admin/paintings/all': { body: [] },
    });
    renderPage(<EnquiriesTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Read' }));

    expect(await screen.findByRole('button', { name: 'Mark as Unread' })).toBeTruthy();
    expect(screen.getByTestId('admin-enquiries-status').textContent).toBe('Read');
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ read: true });
  });

  it('says when there are no enquiries', async () => {
    mockApi({ 'GET /api/admin/inquiries': { body: [] }, 'GET /api/admin/paintings/all': { body: [] } });
    renderPage(<EnquiriesTab />);

    expect((await screen.findByTestId('admin-enquiries-empty')).textContent).toBe('No enquiries yet');
  });
});
