import { commerceApi, type CertificateVerification } from '@atelier/contracts';
import { buttonClass, call, refusalOf, Spinner } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

const dayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Words of the page, and of the certificate PDF's "check this certificate" address. */
export const CERTIFICATE_TEXT = {
  notFound: 'No certificate of authenticity has this address. Please check the link or the code on the certificate.',
  failed: 'The certificate could not be checked just now. Please try again in a minute.',
  genuine: (artistName: string) => `This certificate is genuine: it was issued by ${artistName} for the sale of this painting.`,
  withdrawn: 'This certificate was withdrawn: the sale it was issued for was cancelled.',
} as const;

/**
 * /certificate/{code}: the page a certificate of authenticity's address and QR code open. It says
 * whether the certificate is genuine and what it describes — never who bought the painting.
 */
export function CertificatePage() {
  const code = useParams().code ?? '';
  const query = useQuery({
    queryKey: ['/api/certificates', code],
    queryFn: () => call(commerceApi.certificates.verify, { params: { code } }),
  });

  if (query.isPending)
    return (
      <Frame>
        <Spinner label="Checking the certificate" />
      </Frame>
    );
  if (query.isError) {
    const refusal = refusalOf(query.error, commerceApi.certificates.verify);
    const unknown = refusal === 'NOT_FOUND' || refusal === 'VALIDATION_FAILED';
    return (
      <Frame>
        <p role="alert" className="text-danger" data-testid="certificate-error">
          {unknown ? CERTIFICATE_TEXT.notFound : CERTIFICATE_TEXT.failed}
        </p>
      </Frame>
    );
  }
  return <Verified certificate={query.data} />;
}

function Verified({ certificate }: { certificate: CertificateVerification }) {
  const [year, month, day] = certificate.saleDate.split('-').map(Number) as [number, number, number];
  const rows: [string, ReactNode][] = [
    ['Certificate number', certificate.number],
    ['Medium', certificate.medium],
    ['Size', certificate.size],
    ['Year', certificate.year],
    ['Painted at', certificate.location],
    ['Date of sale', dayFormat.format(new Date(Date.UTC(year, month - 1, day)))],
  ];
  return (
    <Frame artistName={certificate.artistName}>
      <p
        role="status"
        data-testid="certificate-status"
        className={`rounded-sm border px-4 py-3 text-sm ${certificate.valid ? 'border-emerald-700/30 bg-emerald-50 text-emerald-900' : 'border-danger/40 bg-danger/5 text-danger'}`}
      >
        {certificate.valid ? CERTIFICATE_TEXT.genuine(certificate.artistName) : CERTIFICATE_TEXT.withdrawn}
      </p>
      <h2 className="mt-10 font-display text-3xl italic" data-testid="certificate-title">
        {certificate.paintingTitle}
      </h2>
      <dl className="mx-auto mt-8 max-w-md divide-y divide-line border-y border-line text-left text-sm">
        {rows
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([label, value]) => (
            <div key={label} className="grid grid-cols-[9rem_1fr] gap-4 py-3">
              <dt className="text-ink-soft">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Link to="/collection" className={`${buttonClass('outline')} mt-10`}>
        See the collection
      </Link>
    </Frame>
  );
}

/** The page around what it says; the artist's name once the certificate, which was issued in it, is known. */
function Frame({ artistName, children }: { artistName?: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6 md:py-28" data-testid="certificate-page">
      <p className="min-h-4 text-xs tracking-[0.3em] text-ink-soft uppercase">{artistName}</p>
      <h1 className="mt-4 text-4xl md:text-5xl">Certificate of Authenticity</h1>
      <div className="mt-8">{children}</div>
    </section>
  );
}
