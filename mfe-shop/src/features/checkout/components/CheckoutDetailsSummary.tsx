import { formatAddress, PICKUP_STUDIOS, type CheckoutDetails } from '@atelier/contracts';

/** The details the buyer entered, as they will be used, with a way back to change them. */
export function CheckoutDetailsSummary({ details, onEdit }: { details: CheckoutDetails; onEdit: () => void }) {
  const { customerInfo: buyer, shippingAddress: address } = details;
  return (
    <div className="border border-line p-5 text-sm" data-testid="checkout-details-summary">
      <div className="flex items-start justify-between gap-4">
        <h2 className="text-lg">Your details</h2>
        <button type="button" onClick={onEdit} className="text-sm underline underline-offset-4" data-testid="checkout-details-edit">
          Change
        </button>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-ink-soft">Contact</dt>
          <dd>
            {buyer.name}
            <br />
            {buyer.email}
            {buyer.phone && (
              <>
                <br />
                {buyer.phone}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{address ? 'Ship to' : 'Collect from'}</dt>
          <dd className="whitespace-pre-line" data-testid="checkout-delivery-summary">
            {address ? formatAddress(address) : `${PICKUP_STUDIOS[details.pickupStudio!]}, by appointment`}
          </dd>
        </div>
      </dl>
    </div>
  );
}
