import {
  cardImage,
  isSold,
  pathId,
  sizeText,
  type CheckoutAmounts,
  type CheckoutDetails,
  type DeliveryMethod,
  type Painting,
} from '@atelier/contracts';
import { buttonClass, ResponsivePicture, Skeleton, useCurrency, type FieldError } from '@atelier/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atelier/ui/tabs';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePainting } from '../../paintings/api/paintings';
import { usePaymentsConfig, usePaypalSetup } from '../api/checkout';
import { amountsFor, moneyText } from '../checkoutAmountsText';
import { CardPayment } from './CardPayment';
import { CheckoutDetailsForm } from './CheckoutDetailsForm';
import { CheckoutDetailsSummary } from './CheckoutDetailsSummary';
import { PayingNeedsJavaScript } from './PayingNeedsJavaScript';
import { PaypalPayment } from './PaypalPayment';

/** Random enough to tell checkout visits apart; `randomUUID` exists only in secure contexts. */
function visitId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Sold, withdrawn or hidden paintings cannot be bought (requirements §4 checkout states). */
export function isPurchasable(painting: Painting): boolean {
  return !isSold(painting) && !painting.hidden && amountsFor(painting.price, painting.currency) !== null;
}

/**
 * /checkout/{paintingId} (requirements §2 Checkout): loading, 'Painting Not Found', 'Painting
 * Unavailable', or the painting and order summaries, the buyer's details and delivery, then the
 * payment tabs (nothing is asked of a payment provider before the details are in).
 */
export function CheckoutPage() {
  const id = pathId(useParams().paintingId) ?? null;
  const { data: painting, isPending, isError } = usePainting(id);

  let content: ReactNode;
  if (id === null || isError) {
    content = (
      <Unavailable testId="checkout-not-found" title="Painting Not Found" text="The painting you are looking for does not exist." />
    );
  } else if (isPending || !painting) {
    content = <CheckoutSkeleton />;
  } else if (!isPurchasable(painting)) {
    content = (
      <Unavailable testId="checkout-unavailable" title="Painting Unavailable" text="This painting is no longer available for purchase." />
    );
  } else {
    content = <Checkout key={painting.id} painting={painting} />;
  }

  return <div className="mx-auto max-w-6xl px-6 pt-8 pb-24 md:pt-12">{content}</div>;
}

function Checkout({ painting }: { painting: Painting }) {
  const [details, setDetails] = useState<CheckoutDetails | null>(null);
  const [editing, setEditing] = useState(true);
  const [refused, setRefused] = useState<FieldError[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMethod>('ship');
  const amounts = amountsFor(painting.price, painting.currency, details?.delivery ?? delivery)!;
  const config = usePaymentsConfig();
  const walletEnabled = !!config.data?.paypalEnabled && !!config.data.paypalClientId;
  const setup = usePaypalSetup(walletEnabled);
  const [walletFailed, setWalletFailed] = useState(false);
  const walletAvailable = walletEnabled && !!setup.data?.clientToken && !walletFailed;
  const [tab, setTab] = useState<'card' | 'wallet'>('card');
  // One key per visit and set of details: a remount or a retry reuses the same payment intent, new details make a new one.
  const [visit] = useState(() => `checkout-${painting.id}-${visitId()}`);
  const [detailsVersion, setDetailsVersion] = useState(0);
  const activeTab = walletAvailable ? tab : 'card';
  const payable = details && !editing ? details : null;
  const onDetailsRefused = useCallback((fields: FieldError[]) => {
    setRefused(fields);
    setEditing(true);
  }, []);

  return (
    <>
      <Link to={`/painting/${painting.id}`} className="text-sm text-ink-soft transition-colors hover:text-ink" data-testid="checkout-back">
        ← Back to Painting
      </Link>
      <h1 className="mt-6 text-4xl md:text-5xl">Checkout</h1>
      <noscript>
        <PayingNeedsJavaScript testId="checkout-needs-javascript" />
      </noscript>

      {/* Phones lead with paying: the painting and total sit above the form, summarised and collapsible. */}
      <div className="mt-8 grid gap-10 lg:mt-10 lg:grid-cols-[6fr_5fr] lg:gap-12">
        <OrderSummary painting={painting} amounts={amounts} className="lg:order-2" />

        <div className="space-y-10 lg:order-1">
          <section aria-label="Your details and delivery" data-testid="checkout-details">
            {editing || !details ? (
              <CheckoutDetailsForm
                initial={details}
                refused={refused}
                onDeliveryChange={setDelivery}
                onSubmit={(entered) => {
                  setDetails(entered);
                  setRefused([]);
                  setEditing(false);
                  setDetailsVersion((version) => version + 1);
                }}
              />
            ) : (
              <CheckoutDetailsSummary details={details} onEdit={() => setEditing(true)} />
            )}
          </section>

          <section aria-labelledby="checkout-payment-heading">
            <h2 id="checkout-payment-heading" className="text-lg">
              Payment
            </h2>
            {config.isPending ? (
              <Skeleton className="mt-4 h-40 w-full" />
            ) : config.isError ? (
              <p role="alert" data-testid="checkout-card-failed" className="mt-4 text-sm text-danger">
                Failed to initialize payment. Please try again.
              </p>
            ) : (
              <Tabs value={activeTab} onValueChange={(value) => setTab(value as 'card' | 'wallet')} className="mt-4">
                <TabsList fill aria-label="Payment method">
                  <TabsTrigger value="card" data-testid="checkout-tab-card">
                    Credit Card
                  </TabsTrigger>
                  {walletAvailable && (
                    <TabsTrigger value="wallet" data-testid="checkout-tab-paypal">
                      PayPal
                    </TabsTrigger>
                  )}
                </TabsList>
                <TabsContent value="card" className="pt-6" forceMount hidden={activeTab !== 'card'}>
                  {/* New details make a new payment: the tab starts afresh with them. */}
                  <CardPayment
                    key={detailsVersion}
                    paintingId={painting.id}
                    publishableKey={config.data.publishableKey}
                    details={payable}
                    onDetailsRefused={onDetailsRefused}
                    idempotencyKey={`${visit}-${detailsVersion}`}
                    totalText={moneyText(amounts.total, amounts.currency)}
                  />
                </TabsContent>
                {walletAvailable && (
                  <TabsContent value="wallet" className="pt-6">
                    <PaypalPayment
                      key={detailsVersion}
                      paintingId={painting.id}
                      clientId={config.data.paypalClientId!}
                      clientToken={setup.data!.clientToken}
                      amount={amounts.total}
                      currency={amounts.currency}
                      details={payable}
                      onUnavailable={() => setWalletFailed(true)}
                    />
                  </TabsContent>
                )}
              </Tabs>
            )}
            <p className="mt-6 flex items-center gap-2 text-xs text-ink-soft" data-testid="checkout-secure-note">
              <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                <rect x="3" y="7" width="10" height="7" rx="1" />
                <path d="M5 7V5a3 3 0 0 1 6 0v2" />
              </svg>
              Secure payment: your card details are encrypted and handled by our payment provider, never stored on our servers.
            </p>
          </section>

          <section aria-labelledby="checkout-shipping-heading" className="text-sm text-ink-soft" data-testid="checkout-shipping-info">
            <h2 id="checkout-shipping-heading" className="text-lg text-ink">
              Shipping &amp; Delivery
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>Professionally packed and insured, shipped worldwide from New Zealand.</li>
              <li>Delivery usually takes 1–3 weeks depending on destination; oil paintings may need 2–3 weeks drying time first.</li>
              <li>Local pickup in Glenorchy or Waipu is possible by appointment.</li>
              <li>Please report any damage within 48 hours of delivery.</li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * The painting and what it costs with the chosen delivery. On a phone it is one line (title and
 * total) that opens to the whole summary; from the large breakpoint it is always open beside the form.
 */
function OrderSummary({ painting, amounts, className }: { painting: Painting; amounts: CheckoutAmounts; className: string }) {
  const { currency: display, format } = useCurrency();
  const [open, setOpen] = useState(false);
  const image = cardImage(painting);
  const total = moneyText(amounts.total, amounts.currency);
  return (
    <aside aria-label="Order summary" className={`${className} lg:sticky lg:top-24 lg:self-start`}>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="checkout-summary-body"
        className="flex w-full items-center justify-between gap-4 border border-line px-4 py-3 text-left text-sm lg:hidden"
        data-testid="checkout-summary-toggle"
      >
        <span>
          {open ? 'Hide' : 'Show'} order summary
          <span className="block text-xs text-ink-soft">{painting.title}</span>
        </span>
        <span className="font-medium">{total}</span>
      </button>
      <div id="checkout-summary-body" className={`${open ? 'mt-4 block' : 'hidden'} space-y-6 lg:mt-0 lg:block`}>
        <section aria-labelledby="checkout-painting-heading" data-testid="checkout-painting" className="border border-line p-5">
          <h2 id="checkout-painting-heading" className="sr-only">
            Painting
          </h2>
          <div className="flex gap-5 lg:block">
            {image && (
              <ResponsivePicture
                image={image}
                alt={image.altText || painting.title}
                sizes="(min-width: 1024px) 40vw, 30vw"
                className="w-28 shrink-0 lg:w-full"
              />
            )}
            <div>
              <p className="font-display text-2xl lg:mt-5" data-testid="checkout-title">
                {painting.title}
              </p>
              <dl className="mt-3 space-y-1 text-sm text-ink-soft">
                <div>
                  <dt className="sr-only">Medium</dt>
                  <dd>{painting.medium}</dd>
                </div>
                <div>
                  <dt className="sr-only">Size</dt>
                  <dd data-testid="checkout-size">{sizeText(painting.width, painting.height)}</dd>
                </div>
                {painting.location && (
                  <div>
                    <dt className="sr-only">Location</dt>
                    <dd>{painting.location}</dd>
                  </div>
                )}
              </dl>
            </div>
          </div>
        </section>

        <section aria-labelledby="checkout-summary-heading" data-testid="checkout-summary" className="border border-line p-5">
          <h2 id="checkout-summary-heading" className="text-lg">
            Order Summary
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <SummaryLine term="Painting" testId="checkout-price">
              {moneyText(amounts.price, amounts.currency)}
            </SummaryLine>
            <SummaryLine term={amounts.pickup ? 'Pickup' : 'Shipping'} testId="checkout-shipping">
              {amounts.pickup || amounts.freeShipping ? 'Free' : moneyText(amounts.shipping, amounts.currency)}
            </SummaryLine>
            <div className="flex justify-between border-t border-line pt-3 text-base font-medium">
              <dt>Total</dt>
              <dd data-testid="checkout-total">{total}</dd>
            </div>
          </dl>
          {/* The charge is always in the painting's own currency; the visitor's choice only shows an estimate. */}
          <p className="mt-4 text-xs leading-relaxed text-ink-soft" data-testid="checkout-currency-note">
            You will be charged {total}.
            {display.code !== amounts.currency && (
              <span data-testid="checkout-estimate">
                {' '}
                That is about {format(amounts.total, amounts.currency)} at today&apos;s rate; your card or PayPal account converts the final
                amount.
              </span>
            )}
          </p>
        </section>
      </div>
    </aside>
  );
}

function SummaryLine({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between">
      <dt className="text-ink-soft">{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Unavailable({ testId, title, text }: { testId: string; title: string; text: string }) {
  return (
    <div className="py-24 text-center" data-testid={testId}>
      <h1 className="text-4xl">{title}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      <Link to="/collection" className={`${buttonClass()} mt-8`}>
        Browse Collection
      </Link>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading checkout" data-testid="checkout-loading" className="grid gap-12 lg:grid-cols-[5fr_6fr]">
      <div className="space-y-4">
        <Skeleton className="aspect-[4/3] w-full" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
