import { commerceApi, endpointPath, type Customer, type Painting, type PurchasedPainting } from '@atelier/contracts';
import { Skeleton, buttonClass, formatStoredPrice } from '@atelier/ui';
import { ConfirmDialog } from '@atelier/ui/dialog';
import { useState, type ReactNode } from 'react';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { useAdminPaintings } from '../../paintings/api/adminPaintings';
import { PaintingDialog } from '../../paintings/components/PaintingDialog';
import { ActionButton } from '../../../components/ActionButton';
import { useCustomers, useDeleteCustomer } from '../api/customers';
import { CustomerDialog } from './CustomerDialog';
import { AdminList } from '../../../components/AdminList';
import { ExportLink } from '../../../components/ExportLink';
import { TabHeader } from '../../../components/TabHeader';
import { formatNzDay } from '../../../shared/dates';

/** requirements §9: skeletons while the list loads. */
const SKELETON_ROWS = 5;

/** requirements §5: deleting asks first and warns that the mailing-list provider forgets them too. */
export const DELETE_CUSTOMER_QUESTION =
  'Are you sure you want to delete this customer? This will also remove them from the Mailchimp mailing list. This action cannot be undone.';

interface CustomerDialogState {
  customer: Customer | null;
  session: number;
}

/** The Customers tab (requirements §2): each customer with contact details, notes and purchased paintings; Add, Edit, Delete. */
export function CustomersTab() {
  const customers = useCustomers();
  const paintings = useAdminPaintings();
  const deleteCustomer = useDeleteCustomer();
  const [dialog, setDialog] = useState<CustomerDialogState | null>(null);
  const [toDelete, setToDelete] = useState<Customer | null>(null);
  const [editing, setEditing] = useState<Painting | null>(null);

  const openDialog = (customer: Customer | null) => setDialog((current) => ({ customer, session: (current?.session ?? 0) + 1 }));
  const paintingFor = (purchase: PurchasedPainting) => paintings.data?.find((painting) => painting.id === purchase.paintingId) ?? null;

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteCustomer.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <section aria-labelledby="admin-customers-heading" data-testid="admin-customers">
      <TabHeader
        id="admin-customers-heading"
        title="Customers"
        summary={customers.data && `${customers.data.length} ${customers.data.length === 1 ? 'customer' : 'customers'}`}
        summaryTestId="admin-customers-count"
      >
        <ExportLink endpoint={commerceApi.customers.export} testId="admin-customers-export" />
        <button type="button" onClick={() => openDialog(null)} className={buttonClass()} data-testid="admin-add-customer">
          <PlusIcon />
          Add Customer
        </button>
      </TabHeader>

      <div className="mt-6">
        <AdminList
          query={customers}
          noun="customers"
          testId="admin-customers"
          skeletonRows={SKELETON_ROWS}
          skeleton={
            <li data-testid="admin-customer-skeleton" className="space-y-2 py-4">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
            </li>
          }
          empty="No customers yet. Add the first one with “Add Customer”."
        >
          {(customer) => (
            <li
              key={customer.id}
              data-testid="admin-customer-row"
              data-customer-id={customer.id}
              className="flex flex-col gap-3 py-4 sm:flex-row"
            >
              <div className="min-w-0 flex-1">
                <h3 className="text-lg leading-snug" data-testid="admin-customer-name">
                  {customer.name}
                </h3>
                <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-ink-soft sm:grid-cols-[auto_1fr]">
                  <Field term="Email">
                    <a href={`mailto:${customer.email}`} className="hover:text-ink" data-testid="admin-customer-email">
                      {customer.email}
                    </a>
                  </Field>
                  {customer.phone && <Field term="Phone">{customer.phone}</Field>}
                  {customer.address && (
                    <Field term="Address">
                      <span className="whitespace-pre-line">{customer.address}</span>
                    </Field>
                  )}
                  {customer.notes && (
                    <Field term="Notes">
                      <span className="whitespace-pre-line">{customer.notes}</span>
                    </Field>
                  )}
                </dl>
                {customer.purchasedPaintings.length > 0 && (
                  <div className="mt-3">
                    <p className="text-xs font-medium tracking-wide text-ink uppercase">Purchased Paintings</p>
                    <ul className="mt-1 space-y-1 text-sm" data-testid="admin-customer-purchases">
                      {customer.purchasedPaintings.map((purchase) => {
                        const painting = paintingFor(purchase);
                        return (
                          <li key={purchase.orderId} data-testid="admin-customer-purchase">
                            <button
                              type="button"
                              disabled={!painting}
                              onClick={() => painting && setEditing(painting)}
                              className="text-left underline-offset-4 hover:underline disabled:no-underline"
                              data-testid="admin-customer-purchase-open"
                            >
                              <span className="font-medium">{purchase.title}</span>
                              {' · '}
                              {formatStoredPrice(purchase.price, purchase.currency)}
                              {' · Sold '}
                              {formatNzDay(purchase.soldDate)}
                            </button>
                            <a
                              href={endpointPath(commerceApi.orders.certificate, { id: purchase.orderId })}
                              download
                              className="mt-0.5 block w-fit text-xs text-accent underline underline-offset-4"
                              data-testid="admin-customer-purchase-certificate"
                            >
                              Certificate of authenticity (PDF)
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                )}
              </div>
              <div className="flex flex-wrap gap-2 sm:shrink-0 sm:items-start">
                <ActionButton onClick={() => openDialog(customer)} testId="admin-customer-edit" icon={<PencilIcon />}>
                  Edit
                </ActionButton>
                <ActionButton onClick={() => setToDelete(customer)} testId="admin-customer-delete" icon={<TrashIcon />} tone="danger">
                  Delete
                </ActionButton>
              </div>
            </li>
          )}
        </AdminList>
      </div>

      {dialog && <CustomerDialog key={dialog.session} customer={dialog.customer} onClose={() => setDialog(null)} />}
      {editing && <PaintingDialog key={editing.id} initialPainting={editing} onClose={() => setEditing(null)} />}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !deleteCustomer.isPending && setToDelete(null)}
        title="Delete Customer"
        message={DELETE_CUSTOMER_QUESTION}
        confirmLabel={deleteCustomer.isPending ? 'Deleting...' : 'Delete'}
        onConfirm={confirmDelete}
        pending={deleteCustomer.isPending}
      />
    </section>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
