import { customerInputSchema, customerWithoutEmailSchema, type Customer } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass, PendingButton, useZodForm } from '@atelier/ui/forms';
import { useCreateCustomer, useUpdateCustomer } from '../api/customers';

const FORM_ID = 'admin-customer-form';

interface CustomerFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
}

function formValues(customer: Customer | null): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    notes: customer?.notes ?? '',
  };
}

export interface CustomerDialogProps {
  /** The customer to edit, or null for 'Add New Customer'. */
  customer: Customer | null;
  onClose: () => void;
  /** After a successful create or update, with the customer the server answered. */
  onSaved?: (customer: Customer) => void;
}

/**
 * 'Add New Customer' / 'Edit Customer' (requirements §2, §5): name required, email required and of email
 * type, phone, address and notes optional. Open while mounted; mount afresh for each opening.
 */
export function CustomerDialog({ customer, onClose, onSaved }: CustomerDialogProps) {
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const saving = create.isPending || update.isPending;
  // A card buyer saved without an e-mail (none given at checkout) can be edited without one.
  const withoutEmail = customer !== null && !customer.email;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<CustomerFormValues, typeof customerInputSchema | typeof customerWithoutEmailSchema>(
    withoutEmail ? customerWithoutEmailSchema : customerInputSchema,
    { defaultValues: formValues(customer) },
  );

  const onSubmit = handleSubmit((input) => {
    const done = (saved: Customer) => {
      onSaved?.(saved);
      onClose();
    };
    if (customer) update.mutate({ id: customer.id, input }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  });

  const field = (name: keyof CustomerFormValues) => ({
    id: `admin-customer-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `admin-customer-${name}-error` : undefined,
    className: inputClass(!!errors[name]),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={customer ? 'Edit Customer' : 'Add New Customer'}
        data-testid="admin-customer-dialog"
        onInteractOutside={(event) => event.preventDefault()}
        footer={
          <>
            <DialogClose className={buttonClass('outline')}>Cancel</DialogClose>
            <PendingButton form={FORM_ID} pending={saving} data-testid="admin-customer-save">
              {customer ? (saving ? 'Updating...' : 'Update Customer') : saving ? 'Creating...' : 'Create Customer'}
            </PendingButton>
          </>
        }
      >
        <form method="post" id={FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
          <FormField label="Name" htmlFor="admin-customer-name" error={errors.name?.message}>
            <input type="text" required autoComplete="off" {...field('name')} {...register('name')} />
          </FormField>
          <FormField
            label={withoutEmail ? 'Email (none given at checkout)' : 'Email'}
            htmlFor="admin-customer-email"
            error={errors.email?.message}
          >
            <input type="email" required={!withoutEmail} autoComplete="off" {...field('email')} {...register('email')} />
          </FormField>
          <FormField label="Phone" htmlFor="admin-customer-phone" error={errors.phone?.message}>
            <input type="tel" autoComplete="off" {...field('phone')} {...register('phone')} />
          </FormField>
          <FormField label="Address" htmlFor="admin-customer-address" error={errors.address?.message}>
            <textarea rows={3} {...field('address')} {...register('address')} />
          </FormField>
          <FormField label="Notes" htmlFor="admin-customer-notes" error={errors.notes?.message}>
            <textarea rows={3} {...field('notes')} {...register('notes')} />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
