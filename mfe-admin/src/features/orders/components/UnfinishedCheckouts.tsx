import type { UnfinishedCheckout } from '@atelier/contracts';
import { Skeleton, formatStoredPrice } from '@atelier/ui';
import { AdminList } from '../../../components/AdminList';
import { useUnfinishedCheckouts } from '../api/orders';
import { formatNzMoment } from '../../../shared/dates';

const OUTCOMES: Record<UnfinishedCheckout['outcome'], string> = { failed: 'Declined', abandoned: 'Abandoned' };
const PROVIDERS: Record<UnfinishedCheckout['provider'], string> = { stripe: 'Card', paypal: 'PayPal' };

/**
 * Checkouts a buyer submitted that did not go through (the card was declined, or they never
 * finished): not orders and nothing to do, but the buyer's e-mail is there for a friendly note.
 * A checkout only opened is not here: nobody submitted anything.
 */
export function UnfinishedCheckouts() {
  const checkouts = useUnfinishedCheckouts();
  return (
    <section aria-labelledby="admin-unfinished-heading" data-testid="admin-unfinished" className="space-y-3">
      <div>
        <h3 id="admin-unfinished-heading" className="font-display text-2xl">
          Unfinished checkouts
        </h3>
        <p className="text-sm text-ink-soft">Buyers who started paying but did not finish. Nothing was charged.</p>
      </div>
      <AdminList
        query={checkouts}
        noun="unfinished checkouts"
        testId="admin-unfinished"
        skeletonRows={2}
        skeleton={
          <li className="py-4">
            <Skeleton className="h-4 w-1/2" />
          </li>
        }
        empty="No unfinished checkouts"
      >
        {(checkout) => (
          <li key={checkout.key} data-testid="admin-unfinished-row" className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-4 text-sm">
            <span className="font-medium">{checkout.paintingTitle}</span>
            <span>{formatStoredPrice(checkout.amount, checkout.currency)}</span>
            <span className="text-ink-soft">
              {formatNzMoment(checkout.date)} · {PROVIDERS[checkout.provider]}
            </span>
            <span className="text-ink-soft">
              {checkout.buyerName ?? 'No name given'}
              {checkout.buyerEmail && (
                <>
                  {', '}
                  <a href={`mailto:${checkout.buyerEmail}`} className="text-accent underline underline-offset-4">
                    {checkout.buyerEmail}
                  </a>
                </>
              )}
            </span>
            <span
              data-testid="admin-unfinished-outcome"
              className={`rounded-full border px-2 py-0.5 text-xs font-medium ${
                checkout.outcome === 'failed' ? 'border-danger/40 bg-danger/5 text-danger' : 'border-line bg-paper-deep text-ink-soft'
              }`}
            >
              {OUTCOMES[checkout.outcome]}
            </span>
          </li>
        )}
      </AdminList>
    </section>
  );
}
