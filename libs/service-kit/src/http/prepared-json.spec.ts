import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preferredCoding, prepareJson } from './prepared-json';

describe(preferredCoding.name, () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
  ])('%j → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe(prepareJson.name, () => {
  it('holds the same JSON plain, brotli- and gzip-compressed, with an ETag of its bytes', async () => {
    const body = { paintings: Array.from({ length: 50 }, (_, id) => ({ id, title: `Painting ${id}` })) };
    const answer = await prepareJson(body);
    const json = JSON.stringify(body);
    expect(answer.identity.toString()).toBe(json);
    expect(brotliDecompressSync(answer.br).toString()).toBe(json);
    expect(gunzipSync(answer.gzip).toString()).toBe(json);
    expect(answer.br.length).toBeLessThan(json.length / 4);
    expect(answer.etag).toBe((await prepareJson(JSON.parse(json))).etag);
    expect(answer.etag).not.toBe((await prepareJson({ ...body, extra: 1 })).etag);
  });
});
