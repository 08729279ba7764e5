import { loadRuntimeConfig } from '../runtime/runtimeConfig';
import { mockApi, TEST_RUNTIME_CONFIG } from './mockApi';

afterEach(() => jest.restoreAllMocks());

describe(mockApi.name, () => {
  it('answers by method and path, whatever the query, and records each call with its body', async () => {
    const calls = mockApi({ 'GET /api/paintings': { body: [{ id: 1 }] }, 'POST /api/inquiries': ({ body }) => ({ status: 201, body }) });

    const list = await fetch('/api/paintings?page=2');
    const sent = await fetch('https://site.example/api/inquiries', { method: 'POST', body: JSON.stringify({ email: 'a@b.nz' }) });

    expect([list.status, await list.json()]).toEqual([200, [{ id: 1 }]]);
    expect([sent.status, await sent.json()]).toEqual([201, { email: 'a@b.nz' }]);
    expect(calls).toEqual([
      { method: 'GET', url: '/api/paintings?page=2', body: undefined },
      { method: 'POST', url: 'https://site.example/api/inquiries', body: { email: 'a@b.nz' } },
    ]);
  });

  it('lets a route with a query answer that query only', async () => {
    mockApi({ 'GET /api/paintings?featured=true': { body: 'featured' }, 'GET /api/paintings': { body: 'all' } });

    expect(await (await fetch('/api/paintings?featured=true')).text()).toBe('featured');
    expect(await (await fetch('/api/paintings?featured=false')).text()).toBe('all');
  });

  it('answers an unknown call 599 and names it in the log', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/paintings': { body: [] } });

    expect((await fetch('/api/paintings', { method: 'DELETE' })).status).toBe(599);
    expect(log).toHaveBeenCalledWith('Unexpected call: DELETE /api/paintings');
  });

  it('answers the runtime config, read afresh, unless the test answers it', async () => {
    const calls = mockApi();
    expect(await loadRuntimeConfig()).toEqual(TEST_RUNTIME_CONFIG);
    expect(calls).toEqual([]);

    mockApi({ 'GET /runtime-config.json': { body: { ipLocationUrl: 'https://where.example' } } });
    expect((await loadRuntimeConfig()).ipLocationUrl).toBe('https://where.example');
  });
});
