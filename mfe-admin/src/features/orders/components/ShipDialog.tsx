import { fulfilOrderSchema, type SaleRecord } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass, PendingButton, useZodForm } from '@atelier/ui/forms';
import { useFulfilOrder } from '../api/orders';

const FORM_ID = 'admin-order-ship-form';

/** Carriers she is likely to use, offered as she types (any other is fine). */
const CARRIERS = ['NZ Post', 'CourierPost', 'Aramex', 'DHL Express', 'FedEx', 'UPS'];

interface ShipFormValues {
  state: 'shipped';
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

/**
 * 'Mark as shipped': the carrier and the tracking number (the link is optional), checked by the
 * same schema as the server; the buyer is e-mailed them once it is saved. Open while mounted.
 */
export function ShipDialog({ record, onClose }: { record: SaleRecord; onClose: () => void }) {
  const fulfil = useFulfilOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<ShipFormValues, typeof fulfilOrderSchema>(fulfilOrderSchema, {
    defaultValues: { state: 'shipped', carrier: '', trackingNumber: '', trackingUrl: '' },
  });
  const fieldErrors = errors as Partial<Record<keyof ShipFormValues, { message?: string }>>;

  const onSubmit = handleSubmit((step) => fulfil.mutate({ orderId: record.orderId!, step }, { onSuccess: onClose }));

  const field = (name: Exclude<keyof ShipFormValues, 'state'>) => ({
    id: `admin-order-${name}`,
    'aria-invalid': !!fieldErrors[name],
    'aria-describedby': fieldErrors[name] ? `admin-order-${name}-error` : undefined,
    className: inputClass(!!fieldErrors[name]),
    ...register(name),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !fulfil.isPending && onClose()}>
      <DialogContent
        size="sm"
        title="Mark as shipped"
        description={`${record.paintingTitle}${record.buyerName ? `, to ${record.buyerName}` : ''}. The buyer is e-mailed the tracking details.`}
        data-testid="admin-order-ship-dialog"
        onInteractOutside={(event) => event.preventDefault()}
        footer={
          <>
            <DialogClose className={buttonClass('outline')} disabled={fulfil.isPending}>
              Cancel
            </DialogClose>
            <PendingButton form={FORM_ID} pending={fulfil.isPending}>
              {fulfil.isPending ? 'Saving...' : 'Mark as shipped'}
            </PendingButton>
          </>
        }
      >
        <form method="post" id={FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
          <FormField label="Carrier" htmlFor="admin-order-carrier" error={fieldErrors.carrier?.message}>
            <input type="text" list="admin-order-carriers" autoComplete="off" {...field('carrier')} />
          </FormField>
          <datalist id="admin-order-carriers">
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier} />
            ))}
          </datalist>
          <FormField label="Tracking number" htmlFor="admin-order-trackingNumber" error={fieldErrors.trackingNumber?.message}>
            <input type="text" autoComplete="off" {...field('trackingNumber')} />
          </FormField>
          <FormField label="Tracking link (optional)" htmlFor="admin-order-trackingUrl" error={fieldErrors.trackingUrl?.message}>
            <input type="url" inputMode="url" placeholder="https://" autoComplete="off" {...field('trackingUrl')} />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
