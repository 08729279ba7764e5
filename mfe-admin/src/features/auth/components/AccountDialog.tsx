import { emailChangeSchema, passwordChangeSchema } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass, PendingButton, useZodForm } from '@atelier/ui/forms';
import type { ComponentPropsWithoutRef } from 'react';
import { useAccount, useChangeEmail, useChangePassword } from '../api/account';

/**
 * 'Your Account': the artist changes her sign-in e-mail or her password while signed
 * in, each with her current password. A new password signs her other devices out.
 */
export function AccountDialog({ onClose }: { onClose: () => void }) {
  const account = useAccount();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Your Account"
        description={account.data ? `You sign in as ${account.data.email}.` : undefined}
        data-testid="admin-account-dialog"
        onInteractOutside={(event) => event.preventDefault()}
        footer={<DialogClose className={buttonClass('outline')}>Done</DialogClose>}
      >
        <div className="grid gap-10">
          <EmailForm />
          <PasswordForm />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function EmailForm() {
  const change = useChangeEmail();
  const { register, handleSubmit, reset, formState } = useZodForm<{ email: string; currentPassword: string }, typeof emailChangeSchema>(
    emailChangeSchema,
    { defaultValues: { email: '', currentPassword: '' } },
  );
  const errors = formState.errors;
  const submit = handleSubmit((body) => change.mutate(body, { onSuccess: () => reset() }));
  return (
    <form
      method="post"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-labelledby="admin-account-email-heading"
    >
      <h3 id="admin-account-email-heading" className="text-lg">
        Sign-in e-mail
      </h3>
      <FormField label="New e-mail" htmlFor="admin-account-email" error={errors.email?.message}>
        <input id="admin-account-email" type="email" autoComplete="email" className={inputClass(!!errors.email)} {...register('email')} />
      </FormField>
      <PasswordField
        id="admin-account-email-password"
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PendingButton pending={change.isPending} className={`${buttonClass('outline')} w-fit`}>
        {change.isPending ? 'Saving...' : 'Change E-mail'}
      </PendingButton>
    </form>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, reset, formState } = useZodForm<
    { currentPassword: string; newPassword: string },
    typeof passwordChangeSchema
  >(passwordChangeSchema, { defaultValues: { currentPassword: '', newPassword: '' } });
  const errors = formState.errors;
  const submit = handleSubmit((body) => change.mutate(body, { onSuccess: () => reset() }));
  return (
    <form
      method="post"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-labelledby="admin-account-password-heading"
    >
      <h3 id="admin-account-password-heading" className="text-lg">
        Password
      </h3>
      <PasswordField
        id="admin-account-current-password"
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        id="admin-account-new-password"
        label="New password (12 characters or more)"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PendingButton pending={change.isPending} className={`${buttonClass('outline')} w-fit`}>
        {change.isPending ? 'Saving...' : 'Change Password'}
      </PendingButton>
    </form>
  );
}

/** A password input with its label and message (the forms above have three). */
function PasswordField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | undefined } & ComponentPropsWithoutRef<'input'>) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <input id={id} type="password" className={inputClass(!!error)} {...input} />
    </FormField>
  );
}
