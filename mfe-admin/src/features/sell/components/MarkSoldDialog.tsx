import type { Customer, Painting } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass, PendingButton } from '@atelier/ui/forms';
import { useState } from 'react';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons';
import { useCustomers } from '../../customers/api/customers';
import { CustomerDialog } from '../../customers/components/CustomerDialog';
import { useSellPainting } from '../api/sellPainting';

export interface MarkSoldDialogProps {
  painting: Painting;
  onClose: () => void;
}

/**
 * 'Mark Painting as Sold' (SPEC §2, §5): pick the buyer (or add one on the spot), see where it
 * ships, and sell. 'Mark as Sold' stays disabled until a customer is chosen. Open while mounted.
 */
export function MarkSoldDialog({ painting, onClose }: MarkSoldDialogProps) {
  const customers = useCustomers();
  const sell = useSellPainting();
  const [customerId, setCustomerId] = useState('');
  const [adding, setAdding] = useState(false);
  const customer = customers.data?.find((candidate) => String(candidate.id) === customerId) ?? null;

  const markSold = () => {
    if (!customer) return;
    sell.mutate(
      { paintingId: painting.id, request: { customerId: customer.id, shippingAddress: customer.address } },
      { onSuccess: onClose },
    );
  };

  const selectCreated = (created: Customer) => setCustomerId(String(created.id));

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && !sell.isPending && onClose()}>
        <DialogContent
          title="Mark Painting as Sold"
          description={painting.title}
          data-testid="admin-sell-dialog"
          footer={
            <>
              <DialogClose className={buttonClass('outline')} disabled={sell.isPending}>
                Cancel
              </DialogClose>
              <PendingButton
                type="button"
                onClick={markSold}
                pending={sell.isPending}
                disabled={!customer}
                data-testid="admin-sell-confirm"
              >
                {sell.isPending ? 'Marking as Sold...' : 'Mark as Sold'}
              </PendingButton>
            </>
          }
        >
          <div className="grid gap-5">
            <FormField label="Customer" htmlFor="admin-sell-customer" hint={customers.isError ? 'Failed to load customers.' : undefined}>
              <div className="relative">
                <select
                  id="admin-sell-customer"
                  value={customerId}
                  onChange={(event) => setCustomerId(event.target.value)}
                  disabled={customers.isPending}
                  className={`${inputClass()} appearance-none pr-9`}
                  data-testid="admin-sell-customer"
                >
                  <option value="">{customers.isPending ? 'Loading customers...' : 'Select a customer'}</option>
                  {customers.data?.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name} ({option.email})
                    </option>
                  ))}
                </select>
                <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink-soft" />
              </div>
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
            {customer && (
              <div data-testid="admin-sell-shipping">
                <p className="text-sm font-medium text-ink">Shipping Address</p>
                <p className="mt-1 rounded-sm bg-paper-deep px-4 py-3 text-sm whitespace-pre-line text-ink-soft">
                  {customer.address || 'No address on file for this customer.'}
                </p>
              </div>
            )}
          </div>
        </DialogContent>
      </Dialog>
      {adding && <CustomerDialog customer={null} onClose={() => setAdding(false)} onSaved={selectCreated} />}
    </>
  );
}
