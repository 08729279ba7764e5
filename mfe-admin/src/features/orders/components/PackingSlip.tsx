import { PICKUP_STUDIOS, type SaleRecord } from '@atelier/contracts';
import { buttonClass, useSiteSettings } from '@atelier/ui';
import { usePortalScope } from '@atelier/ui/dialog';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { formatNzDay } from '../../../shared/dates';

/**
 * An order's packing slip, to print and put in the parcel: her business name, the order, the
 * painting and its certificate, and a large address label to cut out. It is drawn over the page
 * (no address of its own, so no buyer's details in any URL) and printed alone: the admin's print
 * stylesheet hides the rest of the page while a slip is open (`[data-packing-slip]`).
 */
export function PackingSlip({ record, onClose }: { record: SaleRecord; onClose: () => void }) {
  const site = useSiteSettings();
  const scope = usePortalScope();
  const titleId = useId();
  const printButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    printButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const pickup = record.delivery === 'pickup' && record.pickupStudio;
  return createPortal(
    // The scope's utilities style what is inside the element that names it, as in the dialogs.
    <div data-mfe={scope ?? undefined} data-packing-slip="">
      <div className="fixed inset-0 z-50 overflow-y-auto bg-ink/50 p-2 text-ink sm:p-8 print:static print:overflow-visible print:bg-white print:p-0">
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid="admin-packing-slip"
          className="mx-auto max-w-2xl print:max-w-none"
        >
          <div className="mb-3 flex justify-end gap-3 rounded-sm bg-paper p-2 print:hidden">
            <button type="button" ref={printButton} onClick={() => window.print()} className={buttonClass()}>
              Print
            </button>
            <button type="button" onClick={onClose} className={buttonClass('outline')}>
              Close
            </button>
          </div>
          <article className="space-y-8 rounded-sm bg-white p-6 shadow-2xl sm:p-10 print:rounded-none print:p-0 print:shadow-none">
            <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-4">
              <p className="font-display text-2xl">{site?.businessName || site?.artistName}</p>
              <h2 id={titleId} className="text-sm tracking-widest text-ink-soft uppercase">
                Packing slip
              </h2>
            </header>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-ink-soft">Order</dt>
              <dd>#{record.orderId}</dd>
              <dt className="text-ink-soft">Date</dt>
              <dd>{formatNzDay(record.date)}</dd>
              <dt className="text-ink-soft">Painting</dt>
              <dd className="font-medium">{record.paintingTitle}</dd>
              {record.certificateNumber && (
                <>
                  <dt className="text-ink-soft">Certificate</dt>
                  <dd>{record.certificateNumber}</dd>
                </>
              )}
            </dl>
            <section
              aria-label="Address label"
              data-testid="admin-packing-slip-label"
              className="rounded-sm border-2 border-dashed border-ink p-6 text-2xl leading-snug whitespace-pre-line sm:text-3xl"
            >
              {pickup ? (
                <>
                  <span className="block text-sm tracking-widest text-ink-soft uppercase">To collect</span>
                  {[record.buyerName, `${PICKUP_STUDIOS[pickup]} (by appointment)`].filter(Boolean).join('\n')}
                </>
              ) : (
                <>
                  <span className="block text-sm tracking-widest text-ink-soft uppercase">Deliver to</span>
                  {[record.buyerName, record.shipTo, record.buyerPhone].filter(Boolean).join('\n')}
                </>
              )}
            </section>
            <p className="text-sm text-ink-soft">Thank you for your purchase. Please check the painting as soon as it arrives.</p>
          </article>
        </div>
      </div>
    </div>,
    document.body,
  );
}
