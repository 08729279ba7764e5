import sharp from 'sharp';
import { readPdf } from '../../../scripts/test/pdf.mjs';
import { renderCertificatePdf, withdrawnText, type CertificateContent } from './certificate-pdf';

const content: CertificateContent = {
  number: 'COA-2026-0042',
  artistName: 'Aroha Lane',
  paintingTitle: 'Morning on Lake Wakatipu',
  medium: 'Oil on Linen',
  width: '24.00',
  height: '18.00',
  year: 2025,
  location: 'Glenorchy, Otago, New Zealand',
  buyerName: 'Mere Tūhoe-Smith',
  saleDate: '2026-11-25',
  issuedAt: new Date('2026-11-25T02:00:00Z'),
  verificationUrl: 'https://atelier.example/certificate/Ab3dEf6hIj9k',
  thumbnail: null,
  withdrawn: null,
};

describe(renderCertificatePdf.name, () => {
  it('prints the painting, the collector, the sale, the number and where to check it', async () => {
    const thumbnail = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const pdf = await readPdf(await renderCertificatePdf({ ...content, thumbnail }));

    expect(pdf.pages).toBe(1);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const expected of [
      'Aroha Lane Issued 25 November 2026',
      'Certificate of Authenticity',
      'Morning on Lake Wakatipu',
      'Medium Oil on Linen',
      'Size 24 × 18 inches (61 × 46 cm)',
      'Year 2025',
      'Painted at Glenorchy, Otago, New Zealand',
      'Collector Mere Tūhoe-Smith',
      'Date of sale 25 November 2026',
      'Certificate number COA-2026-0042',
      'https://atelier.example/certificate/Ab3dEf6hIj9k',
    ])
      expect(text).toContain(expected);
    // The painting's picture and the QR code of the verification address.
    expect(pdf.images).toBe(2);
  });

  it('leaves out what is not on record, and renders without a picture', async () => {
    const pdf = await readPdf(
      await renderCertificatePdf({ ...content, year: null, location: null, buyerName: null, width: '0', height: '0' }),
    );
    expect(pdf.text).not.toMatch(/Year|Painted at|Collector|Size/);
    expect(pdf.images).toBe(1);
  });

  it('says nothing of withdrawal while the sale stands', async () => {
    expect((await readPdf(await renderCertificatePdf(content))).text).not.toMatch(/withdrawn/i);
  });

  it.each(['refunded', 'cancelled'] as const)('is marked withdrawn across the page once the sale was %s', async (how) => {
    const pdf = await readPdf(await renderCertificatePdf({ ...content, withdrawn: how }));
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(withdrawnText(how)).toBe(`This certificate was withdrawn: the sale it was issued for was ${how}.`);
    expect(text).toContain(withdrawnText(how));
    // The word across the page (rotated text is read back in pieces).
    expect(pdf.text.replace(/\s+/g, '')).toContain('WITHDRAWN');
    // Still the whole certificate: what it was, and where to check it.
    expect(text).toContain('Certificate number COA-2026-0042');
    expect(text).toContain('https://atelier.example/certificate/Ab3dEf6hIj9k');
    expect(pdf.pages).toBe(1);
  });

  it('renders the same content to the same document', async () => {
    expect((await renderCertificatePdf(content)).equals(await renderCertificatePdf(content))).toBe(true);
  });
});
