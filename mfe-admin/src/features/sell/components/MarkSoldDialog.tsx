import {
  EARLIEST_SALE_YEAR,
  MANUAL_PAYMENT_METHODS,
  PICKUP_STUDIOS,
  sellPaintingSchema,
  todayInNewZealand,
  type Customer,
  type DeliveryMethod,
  type Painting,
} from '@atelier/contracts';
import { buttonClass, formatStoredPrice } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { Controller, FormField, inputClass, PendingButton, useWatch, useZodForm } from '@atelier/ui/forms';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons';
import { useCustomers } from '../../customers/api/customers';
import { CustomerDialog } from '../../customers/components/CustomerDialog';
import { useSellPainting } from '../api/sellPainting';

const FORM_ID = 'admin-sell-form';

/** What the dialog's inputs hold; sellPaintingSchema reads them into the request. */
interface SaleFormValues {
  customerId: string;
  price: string;
  soldDate: string;
  paymentMethod: string;
  delivery: DeliveryMethod;
  shippingAddress: string;
  pickupStudio: string;
}

export interface MarkSoldDialogProps {
  painting: Painting;
  onClose: () => void;
}

/**
 * 'Mark Painting as Sold' (requirements §2, §5): pick the buyer (or add one on the spot) and record what
 * happened: the price paid (the list price until changed), the day (today in New Zealand), how it
 * was paid, and whether it ships (to the customer's address until changed) or is collected from a
 * studio. 'Mark as Sold' stays disabled until a customer is chosen. Open while mounted.
 */
export function MarkSoldDialog({ painting, onClose }: MarkSoldDialogProps) {
  const customers = useCustomers();
  const sell = useSellPainting();
  const [adding, setAdding] = useState(false);
  const today = todayInNewZealand();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useZodForm<SaleFormValues, typeof sellPaintingSchema>(sellPaintingSchema, {
    defaultValues: {
      customerId: '',
      price: painting.price,
      soldDate: today,
      paymentMethod: '',
      delivery: 'ship',
      shippingAddress: '',
      pickupStudio: '',
    },
  });
  const [customerId, delivery] = useWatch({ control, name: ['customerId', 'delivery'] });
  const customer = customers.data?.find((candidate) => String(candidate.id) === customerId) ?? null;

  /** Choosing a buyer fills in their address, which she may then change for this sale. */
  const choose = (chosen: Customer | null) => setValue('shippingAddress', chosen?.address ?? '');
  const selectCreated = (created: Customer) => {
    setValue('customerId', String(created.id));
    choose(created);
  };

  const markSold = handleSubmit((request) => sell.mutate({ paintingId: painting.id, request }, { onSuccess: onClose }));

  /** A control's id, error wiring and class; a select leaves room for its chevron. */
  const field = (name: keyof SaleFormValues, kind: 'input' | 'select' = 'input') => ({
    id: `admin-sell-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `admin-sell-${name}-error` : undefined,
    className: `${inputClass(!!errors[name])}${kind === 'select' ? ' appearance-none pr-9' : ''}`,
  });

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && !sell.isPending && onClose()}>
        <DialogContent
          title="Mark Painting as Sold"
          description={painting.title}
          data-testid="admin-sell-dialog"
          onInteractOutside={(event) => event.preventDefault()}
          footer={
            <>
              <DialogClose className={buttonClass('outline')} disabled={sell.isPending}>
                Cancel
              </DialogClose>
              <PendingButton form={FORM_ID} pending={sell.isPending} disabled={!customer} data-testid="admin-sell-confirm">
                {sell.isPending ? 'Marking as Sold...' : 'Mark as Sold'}
              </PendingButton>
            </>
          }
        >
          <form method="post" id={FORM_ID} onSubmit={(event) => void markSold(event)} noValidate className="grid gap-5">
            <FormField
              label="Customer"
              htmlFor="admin-sell-customerId"
              error={errors.customerId?.message}
              hint={customers.isError ? 'Failed to load customers.' : undefined}
            >
              <Controller
                control={control}
                name="customerId"
                render={({ field: select }) => (
                  <Select>
                    {/* Controlled, so a customer added from the shortcut is shown chosen once the list has them. */}
                    <select
                      {...field('customerId', 'select')}
                      name={select.name}
                      ref={select.ref}
                      value={select.value}
                      onBlur={select.onBlur}
                      onChange={(event) => {
                        select.onChange(event.target.value);
                        choose(customers.data?.find((candidate) => String(candidate.id) === event.target.value) ?? null);
                      }}
                      disabled={customers.isPending}
                      data-testid="admin-sell-customer"
                    >
                      <option value="">{customers.isPending ? 'Loading customers...' : 'Select a customer'}</option>
                      {customers.data?.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.name} ({option.email})
                        </option>
                      ))}
                    </select>
                  </Select>
                )}
              />
            </FormField>
            <button
              type="button"
              onClick={() => setAdding(true)}
              className="inline-flex items-center gap-1.5 self-start text-sm text-accent-deep underline-offset-4 hover:underline"
              data-testid="admin-sell-add-customer"
            >
              <PlusIcon />
              Add New Customer
            </button>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                label={`Price paid (${painting.currency})`}
                htmlFor="admin-sell-price"
                error={errors.price?.message}
                hint={`List price ${formatStoredPrice(painting.price, painting.currency)}`}
              >
                <input type="text" inputMode="decimal" autoComplete="off" {...field('price')} {...register('price')} />
              </FormField>
              <FormField label="Date of sale" htmlFor="admin-sell-soldDate" error={errors.soldDate?.message}>
                <input type="date" min={`${EARLIEST_SALE_YEAR}-01-01`} max={today} {...field('soldDate')} {...register('soldDate')} />
              </FormField>
            </div>
            <FormField label="Paid by" htmlFor="admin-sell-paymentMethod" error={errors.paymentMethod?.message}>
              <Select>
                <select {...field('paymentMethod', 'select')} {...register('paymentMethod')}>
                  <Options none="Choose how it was paid" labels={MANUAL_PAYMENT_METHODS} />
                </select>
              </Select>
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-1.5 text-sm font-medium text-ink">Delivery</legend>
              <label className="inline-flex items-center gap-2 text-sm text-ink">
                <input type="radio" value="ship" {...register('delivery')} />
                Shipped to an address
              </label>
              <label className="inline-flex items-center gap-2 text-sm text-ink">
                <input type="radio" value="pickup" {...register('delivery')} />
                Collected from a studio
              </label>
            </fieldset>
            {delivery === 'pickup' ? (
              <FormField label="Studio" htmlFor="admin-sell-pickupStudio" error={errors.pickupStudio?.message}>
                <Select>
                  <select {...field('pickupStudio', 'select')} {...register('pickupStudio')}>
                    <Options none="Choose the studio" labels={PICKUP_STUDIOS} />
                  </select>
                </Select>
              </FormField>
            ) : (
              customer && (
                <div data-testid="admin-sell-shipping">
                  <FormField
                    label="Shipping Address"
                    htmlFor="admin-sell-shippingAddress"
                    error={errors.shippingAddress?.message}
                    hint={customer.address ? undefined : 'No address on file for this customer.'}
                  >
                    <textarea rows={3} {...field('shippingAddress')} {...register('shippingAddress')} />
                  </FormField>
                </div>
              )
            )}
          </form>
        </DialogContent>
      </Dialog>
      {adding && <CustomerDialog customer={null} onClose={() => setAdding(false)} onSaved={selectCreated} />}
    </>
  );
}

/** A native select with the chevron the admin's selects wear. */
function Select({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink-soft" />
    </div>
  );
}

/** A select's choices: a first, empty one asking to choose, then one per entry of `labels` (value → label). */
function Options({ none, labels }: { none: string; labels: Record<string, string> }) {
  return (
    <>
      <option value="">{none}</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
