import type { Adventure } from '@atelier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { AdventuresSection } from './AdventuresSection';

const halfDay: Adventure = {
  id: 1,
  title: 'Half Day Painting Adventure',
  description: 'Four hours by the lake.',
  duration: 4,
  maxGuests: 2,
  price: '450.00',
  currency: 'NZD',
  includesHelicopter: false,
  videoUrl: null,
};

afterEach(cleanup);

describe(AdventuresSection.name, () => {
  it('lists the adventures and saves an edit, the list read again', async () => {
    let current = halfDay;
    const calls = mockApi({
      'GET /api/admin/adventures': () => ({ body: [current] }),
      'PATCH /api/admin/adventures/1': ({ body }) => {
        current = { ...current, ...(body as Partial<Adventure>) };
        return { body: current };
      },
    });
    renderPage(<AdventuresSection />);

    const row = await screen.findByTestId('admin-adventure-row');
    expect(row.textContent).toContain('$450 NZD per guest · 4 hours · up to 2 guests');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('admin-adventure-dialog');
    fireEvent.change(within(dialog).getByLabelText('Price per guest'), { target: { value: '480' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum guests'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Video (YouTube link, or the address of a video file)'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Adventure' }));

    expect(await screen.findByText('Adventure updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      title: 'Half Day Painting Adventure',
      description: 'Four hours by the lake.',
      duration: 4,
      maxGuests: 1,
      price: '480.00',
      currency: 'NZD',
      includesHelicopter: false,
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    await waitFor(() =>
      expect(screen.getByTestId('admin-adventure-row').textContent).toContain('$480 NZD per guest · 4 hours · up to 1 guest · video'),
    );
  });

  it('says what is wrong before sending, field by field', async () => {
    const calls = mockApi({ 'GET /api/admin/adventures': { body: [halfDay] } });
    renderPage(<AdventuresSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('admin-adventure-dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Duration (hours)'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Video (YouTube link, or the address of a video file)'), {
      target: { value: 'ftp://x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Adventure' }));

    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Duration must be a whole number of hours from 1 to 12')).toBeTruthy();
    expect(within(dialog).getByText('Video must be a YouTube link or id, or the address of a video file')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});
