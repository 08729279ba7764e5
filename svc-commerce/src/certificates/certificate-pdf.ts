import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { sizeText } from '@atelier/contracts';

/** Everything printed on a certificate. */
export interface CertificateContent {
  number: string;
  artistName: string;
  paintingTitle: string;
  medium: string;
  /** Inches. */
  width: string;
  height: string;
  year: number | null;
  location: string | null;
  buyerName: string | null;
  /** Day of the sale, YYYY-MM-DD. */
  saleDate: string;
  issuedAt: Date;
  verificationUrl: string;
  thumbnail: Buffer | null;
  /** How the sale was undone, once it was: the certificate is printed withdrawn, as its public check says. */
  withdrawn: 'refunded' | 'cancelled' | null;
}

/** What a withdrawn certificate says, under its title. */
export const withdrawnText = (how: 'refunded' | 'cancelled') => `This certificate was withdrawn: the sale it was issued for was ${how}.`;

// DejaVu covers macrons (Māori place names) and most scripts buyers' names come in; PDF's own fonts do not.
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf'),
};
/** A painting deleted before its certificate was issued has no size on record ('0' × '0'). */
export const hasSize = (painting: { width: string; height: string }) => Number(painting.width) > 0 && Number(painting.height) > 0;

const INK = '#2b2620';
const SOFT = '#7a6a55';
const LINE = '#c9b79c';
const WITHDRAWN = '#a3312a';

const dayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * The certificate of authenticity as an A4 PDF (pdfkit): the artist's name, the painting's
 * picture and particulars, the collector, the sale date, the number, and the verification
 * address with its QR code; marked withdrawn across the page once the sale was undone. The same
 * content renders the same document.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `Certificate of Authenticity ${content.number}${content.withdrawn ? ' (withdrawn)' : ''}`,
      Author: content.artistName,
      Subject: content.paintingTitle,
      CreationDate: content.issuedAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular).registerFont('italic', FONTS.italic).registerFont('bold', FONTS.bold);

  const { width: pageWidth, height: pageHeight } = doc.page;
  const margin = 56;
  const inner = pageWidth - 2 * margin;
  // A double rule around the page, as framed certificates have.
  doc
    .lineWidth(1.2)
    .strokeColor(LINE)
    .rect(28, 28, pageWidth - 56, pageHeight - 56)
    .stroke();
  doc
    .lineWidth(0.5)
    .rect(34, 34, pageWidth - 68, pageHeight - 68)
    .stroke();

  doc
    .font('regular')
    .fontSize(10)
    .fillColor(SOFT)
    .text(content.artistName.toUpperCase(), margin, 72, { width: inner, align: 'center', characterSpacing: 3 });
  doc.font('regular').fontSize(28).fillColor(INK).text('Certificate of Authenticity', margin, 96, { width: inner, align: 'center' });

  let y = 150;
  if (content.withdrawn) {
    // Across the page, so no copy of it passes for a valid certificate, and said in words under the title.
    doc.save();
    doc
      .rotate(-35, { origin: [pageWidth / 2, pageHeight / 2] })
      .font('bold')
      .fontSize(96)
      .fillColor(WITHDRAWN)
      .fillOpacity(0.18)
      .text('WITHDRAWN', 0, pageHeight / 2 - 48, { width: pageWidth, align: 'center', lineBreak: false });
    doc.restore();
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(WITHDRAWN)
      .text(withdrawnText(content.withdrawn), margin, 136, { width: inner, align: 'center' });
    y = doc.y + 14;
  }
  if (content.thumbnail) {
    try {
      const box = { width: 300, height: 220 };
      doc.image(content.thumbnail, (pageWidth - box.width) / 2, y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
      y += box.height + 20;
    } catch {
      // A picture pdfkit cannot read leaves the certificate without one, never without a certificate.
    }
  }
  doc.font('italic').fontSize(20).fillColor(INK).text(content.paintingTitle, margin, y, { width: inner, align: 'center' });
  y = doc.y + 18;

  const rows: [string, string | null][] = [
    ['Medium', content.medium],
    ['Size', hasSize(content) ? sizeText(content.width, content.height) : null],
    ['Year', content.year === null ? null : String(content.year)],
    ['Painted at', content.location],
    ['Collector', content.buyerName],
    ['Date of sale', longDay(content.saleDate)],
    ['Certificate number', content.number],
  ];
  const labelWidth = 150;
  for (const [label, value] of rows) {
    if (!value) continue;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(SOFT)
      .text(label, margin + 40, y, { width: labelWidth });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(value, margin + 40 + labelWidth, y, { width: inner - 80 - labelWidth });
    y = Math.max(doc.y, y + 14) + 6;
  }

  y += 12;
  doc
    .font('italic')
    .fontSize(11)
    .fillColor(INK)
    .text(
      `I certify that this painting is an original work in oil, painted by my hand, and that this certificate describes it truthfully.`,
      margin + 40,
      y,
      { width: inner - 80, align: 'center' },
    );

  // Signature line and the verification address, anchored to the foot of the page.
  const foot = pageHeight - 150;
  doc
    .lineWidth(0.6)
    .strokeColor(INK)
    .moveTo(margin + 40, foot)
    .lineTo(margin + 240, foot)
    .stroke();
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(content.artistName, margin + 40, foot + 6, { width: 200 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(SOFT)
    .text(`Issued ${longDay(content.saleDate)}`, margin + 40, foot + 20, { width: 200 });

  const qrSize = 84;
  const qr = await QRCode.toBuffer(content.verificationUrl, { margin: 0, width: qrSize * 3, color: { dark: INK, light: '#ffffff' } });
  doc.image(qr, pageWidth - margin - qrSize, foot - 40, { width: qrSize, height: qrSize });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(SOFT)
    .text('Check this certificate at', margin, foot + 52, { width: inner, align: 'right' })
    .text(content.verificationUrl, margin, foot + 63, { width: inner, align: 'right', link: content.verificationUrl });

  doc.end();
  return done;
}
