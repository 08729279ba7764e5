import type { SiteSettings, SiteSettingsChange } from '@atelier/contracts';
import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { SiteTab } from './SiteTab';

afterEach(cleanup);

const CHANGES: SiteSettingsChange[] = [
  { changedAt: '2026-11-20T01:00:00.000Z', changedBy: 'artist@example.nz', fields: ['artistName', 'press'] },
];
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe(SiteTab.name, () => {
  it('edits her name, adds a press feature at the top, orders it, and saves the whole settings', async () => {
    const calls = mockApi({
      'GET /api/admin/site/changes': { body: CHANGES },
      'PUT /api/admin/site': ({ body }) => ({ body }),
    });
    renderPage(<SiteTab />);

    await screen.findByDisplayValue('Mere Tūhoe');
    type('Artist name', 'Mere Tūhoe-Ngata');
    fireEvent.click(screen.getByRole('button', { name: 'Add Press Feature' }));
    const [added] = screen.getAllByTestId('admin-site-press-feature');
    type('Outlet', 'Art News', added);
    type('Title', 'The wind at Twizel', added);
    type('Year', '2026', added);
    type('Link (optional)', 'https://artnews.example/wind', added);
    fireEvent.click(screen.getByRole('button', { name: 'Move Art News down' }));
    fireEvent.change(screen.getByLabelText('YouTube link or id, or a film uploaded here', { selector: '#admin-site-heroFilm-videoUrl' }), {
      target: { value: 'https://youtu.be/abcdefghijk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(calls.filter(({ method }) => method === 'PUT')).toHaveLength(1));
    const saved = calls.find(({ method }) => method === 'PUT')!.body as SiteSettings;
    expect(saved).toEqual({
      ...TEST_SITE_SETTINGS,
      artistName: 'Mere Tūhoe-Ngata',
      press: [
        TEST_SITE_SETTINGS.press[0],
        { outlet: 'Art News', title: 'The wind at Twizel', year: 2026, url: 'https://artnews.example/wind' },
      ],
      heroFilm: { videoUrl: 'https://youtu.be/abcdefghijk', posterUrl: null },
    });
    expect(await screen.findByText('Site settings saved')).toBeTruthy();
    expect(within(screen.getByTestId('admin-site-changes')).getByText('Artist name, Press features')).toBeTruthy();
  });

  it("edits the home page's headline, the commission process and the price guide, which the pages read", async () => {
    const calls = mockApi({
      'GET /api/site': { body: TEST_SITE_SETTINGS },
      'GET /api/admin/site/changes': { body: [] },
      'PUT /api/admin/site': ({ body }) => ({ body }),
    });
    renderPage(<SiteTab />);
    await screen.findByDisplayValue('Mere Tūhoe');

    type('Headline', 'Light on the Tussock');
    type('Second line', '');
    type('Words under the headline', 'Oil paintings of the Mackenzie Basin.');
    const process = screen.getByTestId('admin-site-commission-process');
    fireEvent.click(within(process).getByRole('button', { name: 'Remove step 4' }));
    type('Step 1 text', 'We walk the place together.', process);
    const prices = screen.getByTestId('admin-site-commission-prices');
    type('Size 1 from (NZD)', '8100', prices);
    fireEvent.click(within(prices).getByRole('button', { name: 'Add Size' }));
    type('Size 5', 'Panorama', prices);
    type('Size 5 dimensions', '12 × 36 inches', prices);
    type('Size 5 from (NZD)', '21000', prices);
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(calls.filter(({ method }) => method === 'PUT')).toHaveLength(1));
    const saved = calls.find(({ method }) => method === 'PUT')!.body as SiteSettings;
    const { process: steps, prices: guide } = TEST_SITE_SETTINGS.commissions;
    expect(saved).toEqual({
      ...TEST_SITE_SETTINGS,
      hero: { headline: 'Light on the Tussock', accent: '', tagline: 'Oil paintings of the Mackenzie Basin.' },
      commissions: {
        process: [{ ...steps[0]!, text: 'We walk the place together.' }, steps[1], steps[2]],
        prices: [{ ...guide[0]!, priceNzd: 8100 }, ...guide.slice(1), { name: 'Panorama', size: '12 × 36 inches', priceNzd: 21000 }],
      },
    });
  });

  it('says what is wrong with a headline or a guide price beside it', async () => {
    const calls = mockApi({ 'GET /api/site': { body: TEST_SITE_SETTINGS }, 'GET /api/admin/site/changes': { body: [] } });
    renderPage(<SiteTab />);
    await screen.findByDisplayValue('Mere Tūhoe');

    type('Headline', ' ');
    type('Size 2 from (NZD)', '-4');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Headline is required',
      'Guide price must be an amount in NZD',
    ]);
    expect(calls.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('says what is wrong beside the field and sends nothing', async () => {
    const calls = mockApi({ 'GET /api/admin/site/changes': { body: [] } });
    renderPage(<SiteTab />);
    await screen.findByDisplayValue('Mere Tūhoe');

    type('Artist name', '');
    type('E-mail', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Add Social Link' }));
    type('Address', 'http://instagram.com/mere');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Artist name is required',
      'Contact e-mail must be an e-mail address',
      'Social link must be an https:// address',
    ]);
    expect(calls.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('uploads a poster and shows it, ready to save', async () => {
    const calls = mockApi({
      'GET /api/admin/site/changes': { body: [] },
      'POST /api/admin/site/media': { status: 201, body: { url: '/media/site/6a1e0c9b-3f4d-4b8a-8d2e-7c5b9a0f1e23.jpg' } },
    });
    renderPage(<SiteTab />);
    await screen.findByDisplayValue('Mere Tūhoe');

    const film = screen.getByTestId('admin-site-heroFilm');
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'poster.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(film).getByLabelText('Upload Poster'), { target: { files: [picture] } });

    expect(((await within(film).findByAltText('Poster chosen')) as HTMLImageElement).getAttribute('src')).toBe(
      '/media/site/6a1e0c9b-3f4d-4b8a-8d2e-7c5b9a0f1e23.jpg',
    );
    expect(calls.find(({ method }) => method === 'POST')!.body).toEqual({ use: 'poster', dataUrl: 'data:image/jpeg;base64,/9j/4A==' });
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });
});
