import { COMMERCE_MESSAGES, type CertificateVerification } from '@atelier/contracts';
import { screen } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { CERTIFICATE_TEXT, CertificatePage } from './CertificatePage';

const CODE = 'Ab3dEf6hIj9k';
const certificate: CertificateVerification = {
  number: 'COA-2026-0007',
  artistName: 'Mere Tūhoe',
  paintingTitle: 'Dart River Morning',
  medium: 'Oil on Board',
  size: '30 × 20 inches (76 × 51 cm)',
  year: 2025,
  location: null,
  saleDate: '2026-03-14',
  valid: true,
};

afterEach(cleanup);

const open = () => renderPage(<CertificatePage />, { path: `/certificate/${CODE}`, route: '/certificate/:code' });

describe(CertificatePage.name, () => {
  it('says a genuine certificate is genuine and shows what it describes, leaving out what is not on record', async () => {
    mockApi({ [`GET /api/certificates/${CODE}`]: { body: certificate } });
    open();
    expect((await screen.findByTestId('certificate-status')).textContent).toBe(
      'This certificate is genuine: it was issued by Mere Tūhoe for the sale of this painting.',
    );
    expect(screen.getByTestId('certificate-title').textContent).toBe('Dart River Morning');
    const text = screen.getByTestId('certificate-page').textContent;
    for (const part of ['COA-2026-0007', 'Oil on Board', '30 × 20 inches (76 × 51 cm)', '2025', '14 March 2026'])
      expect(text).toContain(part);
    expect(text).not.toContain('Painted at');
  });

  it('says a withdrawn certificate is withdrawn', async () => {
    mockApi({ [`GET /api/certificates/${CODE}`]: { body: { ...certificate, valid: false } } });
    open();
    expect((await screen.findByTestId('certificate-status')).textContent).toBe(
      'This certificate was withdrawn: the sale it was issued for was cancelled.',
    );
  });

  it.each([
    [404, 'NOT_FOUND', CERTIFICATE_TEXT.notFound],
    [400, 'VALIDATION_FAILED', CERTIFICATE_TEXT.notFound],
    [503, 'SERVICE_UNAVAILABLE', CERTIFICATE_TEXT.failed],
  ])('answering %i %s says "%s"', async (status, code, message) => {
    mockApi({ [`GET /api/certificates/${CODE}`]: { status, body: { statusCode: status, code, message: 'x' } } });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says what the server says when it knows no such certificate', () => {
    expect(CERTIFICATE_TEXT.notFound).toBe(COMMERCE_MESSAGES.certificateNotFound);
  });
});
