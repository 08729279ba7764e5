import {
  commerceApi,
  endpointPath,
  FULFILMENT_LABELS,
  FULFILMENT_NEXT,
  PICKUP_STUDIOS,
  SALE_STATUSES,
  type FulfilmentState,
  type SaleRecord,
  type SaleStatus,
} from '@atelier/contracts';
import { Skeleton, toast, formatStoredPrice } from '@atelier/ui';
import { ConfirmDialog } from '@atelier/ui/dialog';
import { useId, useState } from 'react';
import { AdminList } from '../../../components/AdminList';
import { ActionButton } from '../../../components/ActionButton';
import { CheckIcon, CopyIcon, PrinterIcon, RefundIcon, TruckIcon } from '../../../components/icons';
import { useFulfilOrder, useOrders, useRefundOrder } from '../api/orders';
import { filterSales, NO_FILTER, paidTotals, SALE_STATUS_LABELS, type SalesFilter } from '../salesFilter';
import { ExportLink } from '../../../components/ExportLink';
import { TabHeader } from '../../../components/TabHeader';
import { PackingSlip } from './PackingSlip';
import { ShipDialog } from './ShipDialog';
import { UnfinishedCheckouts } from './UnfinishedCheckouts';
import { formatNzDay } from '../../../shared/dates';

const SKELETON_ROWS = 4;

const PROVIDER_LABELS: Record<SaleRecord['provider'], string> = { stripe: 'Card', paypal: 'PayPal', manual: 'Marked sold' };

const STATUS_TONES: Record<SaleStatus, string> = {
  paid: 'border-emerald-700/30 bg-emerald-50 text-emerald-800',
  refunded: 'border-line bg-paper-deep text-ink-soft',
  cancelled: 'border-line bg-paper-deep text-ink-soft',
  'payment-received': 'border-amber-700/30 bg-amber-50 text-amber-900',
  'auto-refunded': 'border-sky-700/30 bg-sky-50 text-sky-900',
};

/** The button that takes an order to each next step. */
const NEXT_STEP_LABELS: Record<Exclude<FulfilmentState, 'unfulfilled'>, string> = {
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  'ready-for-pickup': 'Mark ready for pickup',
  collected: 'Mark as collected',
};

const COPY_MESSAGES = {
  copied: 'Address copied',
  failed: 'Could not copy the address',
  failedText: 'Select it and copy it instead.',
} as const;

const FIELD = 'mt-1 block w-full rounded-sm border border-line bg-paper px-3 py-2 text-sm focus:border-ink focus:outline-none';

/**
 * Orders: every sale — marked by the artist, paid by card or PayPal — and every paid payment
 * that made none, newest first; filters by status and period with the period's paid total per
 * currency. Each paid order shows where it goes and how far it got, with its packing slip and its
 * next step (shipped, delivered; or ready for pickup, collected); a paid card or PayPal order can
 * be refunded, and every sale's certificate downloaded. Checkouts that never paid are listed below.
 */
export function OrdersTab() {
  const orders = useOrders();
  const [filter, setFilter] = useState<SalesFilter>(NO_FILTER);
  const [toRefund, setToRefund] = useState<SaleRecord | null>(null);
  const [toShip, setToShip] = useState<SaleRecord | null>(null);
  const [slipOf, setSlipOf] = useState<SaleRecord | null>(null);
  const shown = orders.data ? filterSales(orders.data, filter) : undefined;
  const totals = shown ? paidTotals(shown) : [];
  const ids = useId();

  return (
    <section aria-labelledby="admin-orders-heading" data-testid="admin-orders" className="space-y-6">
      <TabHeader
        id="admin-orders-heading"
        title="Orders & Payments"
        summary="Every sale and every payment, newest first. Ship or hand over each painting, and refund card and PayPal orders, here."
      >
        <ExportLink endpoint={commerceApi.orders.export} testId="admin-orders-export" />
      </TabHeader>

      <div className="grid gap-3 sm:grid-cols-3" data-testid="admin-orders-filters">
        <label className="text-sm" htmlFor={`${ids}-status`}>
          Status
          <select
            id={`${ids}-status`}
            value={filter.status}
            onChange={(event) => setFilter({ ...filter, status: event.target.value as SalesFilter['status'] })}
            className={FIELD}
          >
            <option value="all">All</option>
            {SALE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SALE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm" htmlFor={`${ids}-from`}>
          From
          <input
            id={`${ids}-from`}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => setFilter({ ...filter, from: event.target.value })}
            className={FIELD}
          />
        </label>
        <label className="text-sm" htmlFor={`${ids}-to`}>
          To
          <input
            id={`${ids}-to`}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => setFilter({ ...filter, to: event.target.value })}
            className={FIELD}
          />
        </label>
      </div>

      {shown && (
        <p className="text-sm" data-testid="admin-orders-total">
          <span className="text-ink-soft">
            {shown.length} {shown.length === 1 ? 'record' : 'records'} · Paid{filter.from || filter.to ? ' in this period' : ''}:{' '}
          </span>
          <span className="font-medium">
            {totals.length ? totals.map((total) => formatStoredPrice(total.amount, total.currency)).join(' · ') : 'nothing yet'}
          </span>
        </p>
      )}

      <AdminList
        query={orders}
        items={shown}
        noun="orders"
        testId="admin-orders"
        skeletonRows={SKELETON_ROWS}
        skeleton={
          <li data-testid="admin-orders-skeleton" className="space-y-2 py-5">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        }
        empty={orders.data?.length ? 'No orders match these filters' : 'No orders yet'}
      >
        {(record) => (
          <OrderRow
            key={record.key}
            record={record}
            onRefund={() => setToRefund(record)}
            onShip={() => setToShip(record)}
            onPackingSlip={() => setSlipOf(record)}
          />
        )}
      </AdminList>

      <UnfinishedCheckouts />

      {toRefund && <RefundDialog record={toRefund} onClose={() => setToRefund(null)} />}
      {toShip && <ShipDialog record={toShip} onClose={() => setToShip(null)} />}
      {slipOf && <PackingSlip record={slipOf} onClose={() => setSlipOf(null)} />}
    </section>
  );
}

function OrderRow({
  record,
  onRefund,
  onShip,
  onPackingSlip,
}: {
  record: SaleRecord;
  onRefund: () => void;
  onShip: () => void;
  onPackingSlip: () => void;
}) {
  const refundable = record.status === 'paid' && record.provider !== 'manual' && record.orderId !== null;
  // A refunded or undone order goes nowhere: no slip, no next step.
  const fulfillable = record.status === 'paid' && record.orderId !== null && record.delivery !== null && record.fulfilment !== null;
  const fulfilment = record.fulfilment;
  return (
    <li data-testid="admin-order-row" data-key={record.key} className="flex flex-col gap-3 py-5 sm:flex-row sm:items-start sm:gap-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-medium">{record.paintingTitle}</p>
          <span
            data-testid="admin-order-status"
            className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_TONES[record.status]}`}
          >
            {SALE_STATUS_LABELS[record.status]}
          </span>
          {fulfilment && (fulfillable || fulfilment.state !== 'unfulfilled') && (
            <span
              data-testid="admin-order-fulfilment"
              className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-soft"
            >
              {FULFILMENT_LABELS[fulfilment.state]}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm">
          <span data-testid="admin-order-amount" className="font-medium">
            {formatStoredPrice(record.amount, record.currency)}
          </span>
          <span className="text-ink-soft">
            {' · '}
            {formatNzDay(record.date)}
            {' · '}
            {PROVIDER_LABELS[record.provider]}
            {record.buyerName || record.buyerEmail
              ? ` · ${[record.buyerName, record.buyerEmail, record.buyerPhone].filter(Boolean).join(', ')}`
              : ''}
          </span>
        </p>
        {record.delivery === 'pickup' && record.pickupStudio ? (
          <p className="mt-1 text-sm text-ink-soft" data-testid="admin-order-ship-to">
            Pickup: {PICKUP_STUDIOS[record.pickupStudio]}
          </p>
        ) : (
          record.shipTo && (
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft" data-testid="admin-order-ship-to">
              Ship to: {record.shipTo}
            </p>
          )
        )}
        {fulfilment?.trackingNumber && (
          <p className="mt-1 text-sm text-ink-soft" data-testid="admin-order-tracking">
            {fulfilment.carrier}{' '}
            {fulfilment.trackingUrl ? (
              <a href={fulfilment.trackingUrl} target="_blank" rel="noreferrer" className="text-accent underline underline-offset-4">
                {fulfilment.trackingNumber}
              </a>
            ) : (
              fulfilment.trackingNumber
            )}
          </p>
        )}
        {(record.providerReference || record.refundReference) && (
          <p className="mt-1 font-mono text-xs break-all text-ink-soft">
            {record.providerReference}
            {record.refundReference && ` · refund ${record.refundReference}`}
          </p>
        )}
        {/* A refunded or undone sale's certificate is withdrawn: not handed out again. */}
        {record.status === 'paid' && record.orderId !== null && record.certificateNumber && (
          <a
            href={endpointPath(commerceApi.orders.certificate, { id: record.orderId })}
            download
            className="mt-1 block w-fit text-xs text-accent underline underline-offset-4"
          >
            Certificate {record.certificateNumber} (PDF)
          </a>
        )}
      </div>
      {(refundable || fulfillable) && (
        <div className="flex flex-wrap gap-2 sm:max-w-xs sm:shrink-0 sm:justify-end">
          {fulfillable && <NextStep record={record} onShip={onShip} />}
          {fulfillable && record.delivery === 'ship' && record.shipTo && (
            <ActionButton onClick={() => void copyAddress(record)} testId="admin-order-copy-address" icon={<CopyIcon />}>
              Copy address
            </ActionButton>
          )}
          {fulfillable && (
            <ActionButton onClick={onPackingSlip} testId="admin-order-packing-slip" icon={<PrinterIcon />}>
              Packing slip
            </ActionButton>
          )}
          {refundable && (
            <ActionButton onClick={onRefund} testId="admin-order-refund" tone="danger" icon={<RefundIcon />}>
              Refund
            </ActionButton>
          )}
        </div>
      )}
    </li>
  );
}

/** The order's next step, if it has one: shipping asks for the tracking, the others are one click. */
function NextStep({ record, onShip }: { record: SaleRecord; onShip: () => void }) {
  const fulfil = useFulfilOrder();
  const next = FULFILMENT_NEXT[record.delivery!][record.fulfilment!.state];
  if (!next || next === 'unfulfilled') return null;
  const onClick = next === 'shipped' ? onShip : () => fulfil.mutate({ orderId: record.orderId!, step: { state: next } });
  return (
    <ActionButton
      onClick={onClick}
      pending={fulfil.isPending}
      disabled={fulfil.isPending}
      testId="admin-order-next-step"
      icon={next === 'shipped' ? <TruckIcon /> : <CheckIcon />}
    >
      {NEXT_STEP_LABELS[next]}
    </ActionButton>
  );
}

/** Puts the buyer's name and address on the clipboard, for a courier's booking form. */
async function copyAddress(record: SaleRecord): Promise<void> {
  try {
    await navigator.clipboard.writeText([record.buyerName, record.shipTo].filter(Boolean).join('\n'));
    toast({ title: COPY_MESSAGES.copied });
  } catch {
    toast({ title: COPY_MESSAGES.failed, description: COPY_MESSAGES.failedText, variant: 'destructive' });
  }
}

function RefundDialog({ record, onClose }: { record: SaleRecord; onClose: () => void }) {
  const refund = useRefundOrder();
  const [makeAvailable, setMakeAvailable] = useState(false);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !refund.isPending && onClose()}
      title="Refund Order"
      message={
        <>
          <span className="block">
            Refund {formatStoredPrice(record.amount, record.currency)} to {record.buyerName ?? 'the buyer'} for &lsquo;
            {record.paintingTitle}
            &rsquo;? The whole amount goes back through {record.provider === 'stripe' ? 'Stripe' : 'PayPal'} and the buyer is e-mailed. This
            cannot be undone.
          </span>
          <label className="mt-4 flex items-center gap-2 text-ink">
            <input type="checkbox" checked={makeAvailable} onChange={(event) => setMakeAvailable(event.target.checked)} />
            Make the painting available for sale again
          </label>
        </>
      }
      confirmLabel={refund.isPending ? 'Refunding...' : 'Refund'}
      pending={refund.isPending}
      onConfirm={() => refund.mutate({ orderId: record.orderId!, makeAvailable }, { onSettled: onClose })}
    />
  );
}
