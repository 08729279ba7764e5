import type { CertificateVerification, Order, SaleRecord } from '@atelier/contracts';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { eventually, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

describe('certificates of authenticity', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack();
  });
  afterAll(() => stack?.close());

  /** The admin's download: status, headers and the PDF's bytes. */
  const download = async (orderId: number | string, headers: Record<string, string> = { cookie: stack.cookie }) => {
    const response = await fetch(`${stack.commerce.url}/api/admin/orders/${orderId}/certificate`, { headers });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const certificateOf = async (orderId: number) =>
    eventually(async () => {
      const [row] = await stack.query<{ number: string; code: string; painting_title: string }>(
        `SELECT number, code, painting_title FROM certificates WHERE order_id = $1`,
        [orderId],
      );
      expect(row).toBeDefined();
      return row!;
    });

  it('issues one with every sale, as the painting was then; the artist downloads it as a PDF naming the collector', async () => {
    const buyer = await stack.createCustomer({ name: 'Mere Tūhoe' });
    const painting = await stack.createPainting({
      title: 'Dart River Morning',
      medium: 'Oil on Board',
      width: '30',
      height: '20',
      year: 2025,
      location: 'Glenorchy, Otago, New Zealand',
    });
    await stack.addImage(painting.id);
    const sold = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: buyer.id });
    expect(sold.status).toBe(201);
    const year = new Date().getFullYear(); // a test never runs across New Year in New Zealand
    const number = `COA-${year}-${String(sold.body.id).padStart(4, '0')}`;
    expect(sold.body.certificateNumber).toBe(number);
    const certificate = await certificateOf(sold.body.id);
    expect(certificate).toMatchObject({ number, painting_title: 'Dart River Morning' });

    // Later edits of the painting do not change the certificate the collector holds.
    await fetch(`${stack.catalog.url}/api/admin/paintings/${painting.id}`, {
      method: 'PATCH',
      headers: { cookie: stack.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Renamed Since' }),
    });

    const { response, bytes } = await download(sold.body.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${number}.pdf"`);
    const pdf = await readPdf(bytes);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const expected of [
      'Dart River Morning',
      'Medium Oil on Board',
      'Size 30 × 20 inches (76 × 51 cm)',
      'Year 2025',
      'Painted at Glenorchy, Otago, New Zealand',
      'Collector Mere Tūhoe',
      `Certificate number ${number}`,
      `http://shop.test/certificate/${certificate.code}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Renamed Since');
    expect(pdf.images).toBe(2); // the painting and the QR code

    // Anyone with the address can check it: the painting and the sale, never the buyer.
    const check = await stack.api<CertificateVerification>('GET', `/api/certificates/${certificate.code}`);
    expect(check).toMatchObject({
      status: 200,
      body: {
        number,
        paintingTitle: 'Dart River Morning',
        medium: 'Oil on Board',
        size: '30 × 20 inches (76 × 51 cm)',
        year: 2025,
        location: 'Glenorchy, Otago, New Zealand',
        saleDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        valid: true,
      },
    });
    expect(JSON.stringify(check.body)).not.toMatch(/Mere|Tūhoe|@/);

    // The artist undoes the sale: the certificate is withdrawn, on the check and on her copy.
    expect((await stack.admin('POST', `/api/admin/paintings/${painting.id}/reverse-sale`)).status).toBe(200);
    expect((await stack.api<CertificateVerification>('GET', `/api/certificates/${certificate.code}`)).body.valid).toBe(false);
    const withdrawn = await download(sold.body.id);
    expect(withdrawn.response.status).toBe(200);
    expect((await readPdf(withdrawn.bytes)).text.replace(/\s+/g, ' ')).toContain(
      'This certificate was withdrawn: the sale it was issued for was cancelled.',
    );
  });

  it("serves the artist a refunded order's certificate marked withdrawn, as its public check says", async () => {
    const painting = await stack.createPainting({ title: 'Refunded Ridge', price: '900' });
    await stack.payByCard(painting.id, { name: 'Hana Whetu', email: 'hana@example.nz' });
    const { orderId } = await eventually(async () => {
      const orders = (await stack.admin<SaleRecord[]>('GET', '/api/admin/orders')).body;
      const record = orders.find((r) => r.paintingId === painting.id && r.status === 'paid');
      expect(record?.orderId).toEqual(expect.any(Number));
      return record!;
    });
    const certificate = await certificateOf(orderId!);
    const before = await readPdf((await download(orderId!)).bytes);
    expect(before.text).not.toMatch(/withdrawn/i);

    expect((await stack.admin('POST', `/api/admin/orders/${orderId}/refund`, { makeAvailable: false })).status).toBe(200);
    expect((await stack.api<CertificateVerification>('GET', `/api/certificates/${certificate.code}`)).body.valid).toBe(false);
    const { response, bytes } = await download(orderId!);
    expect(response.status).toBe(200);
    const text = (await readPdf(bytes)).text.replace(/\s+/g, ' ');
    expect(text).toContain('This certificate was withdrawn: the sale it was issued for was refunded.');
    expect(text).toContain(`Certificate number ${certificate.number}`);
  });

  it('refuses anonymous downloads, unknown orders and codes that are not certificates', async () => {
    const buyer = await stack.createCustomer();
    const painting = await stack.createPainting();
    const sold = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: buyer.id });
    expect((await download(sold.body.id, {})).response.status).toBe(401);
    expect((await download(sold.body.id, { cookie: 'atelier_session=forged' })).response.status).toBe(401);
    const unknown = await download(999_999);
    expect([unknown.response.status, JSON.parse(new TextDecoder().decode(unknown.bytes)).message]).toEqual([404, 'Order not found']);
    expect((await download('1'.repeat(20))).response.status).toBe(404);

    const message = 'No certificate of authenticity has this address. Please check the link or the code on the certificate.';
    expect(await stack.api('GET', '/api/certificates/AAAAAAAAAAAA')).toMatchObject({ status: 404, body: { message } });
    expect(await stack.api('GET', '/api/certificates/not-a-code')).toMatchObject({ status: 400, body: { message } });
    expect((await stack.api('GET', `/api/certificates/${'x'.repeat(200)}`)).status).toBe(414);
  });
});
