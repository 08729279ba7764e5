import { adventureUpdateSchema, PAINTING_CURRENCIES, type Adventure } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass, PendingButton, useZodForm } from '@atelier/ui/forms';
import { useUpdateAdventure } from '../api/adminAdventures';

const FORM_ID = 'admin-adventure-form';

interface AdventureFormValues {
  title: string;
  description: string;
  duration: string;
  maxGuests: string;
  price: string;
  currency: string;
  includesHelicopter: boolean;
  videoUrl: string;
}

/**
 * 'Edit Adventure': what visitors read and pay for an adventure, hers to change. Open while mounted;
 * bookings already made keep the price they were made at.
 */
export function AdventureDialog({ adventure, onClose }: { adventure: Adventure; onClose: () => void }) {
  const update = useUpdateAdventure();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<AdventureFormValues, typeof adventureUpdateSchema>(adventureUpdateSchema, {
    defaultValues: {
      title: adventure.title,
      description: adventure.description,
      duration: String(adventure.duration),
      maxGuests: String(adventure.maxGuests),
      price: adventure.price,
      currency: adventure.currency,
      includesHelicopter: adventure.includesHelicopter,
      videoUrl: adventure.videoUrl ?? '',
    },
  });
  const onSubmit = handleSubmit((change) => update.mutate({ id: adventure.id, change }, { onSuccess: onClose }));

  const field = (name: keyof AdventureFormValues) => ({
    id: `admin-adventure-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `admin-adventure-${name}-error` : undefined,
    className: inputClass(!!errors[name]),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        title="Edit Adventure"
        data-testid="admin-adventure-dialog"
        onInteractOutside={(event) => event.preventDefault()}
        footer={
          <>
            <DialogClose className={buttonClass('outline')}>Cancel</DialogClose>
            <PendingButton form={FORM_ID} pending={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Adventure'}
            </PendingButton>
          </>
        }
      >
        <form method="post" id={FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
          <FormField label="Title" htmlFor="admin-adventure-title" error={errors.title?.message}>
            <input type="text" required {...field('title')} {...register('title')} />
          </FormField>
          <FormField label="Description" htmlFor="admin-adventure-description" error={errors.description?.message}>
            <textarea rows={5} required {...field('description')} {...register('description')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Duration (hours)" htmlFor="admin-adventure-duration" error={errors.duration?.message}>
              <input type="number" min={1} max={12} step={1} inputMode="numeric" {...field('duration')} {...register('duration')} />
            </FormField>
            <FormField label="Maximum guests" htmlFor="admin-adventure-maxGuests" error={errors.maxGuests?.message}>
              <select {...field('maxGuests')} {...register('maxGuests')}>
                <option value="1">1 guest</option>
                <option value="2">2 guests</option>
              </select>
            </FormField>
            <FormField label="Price per guest" htmlFor="admin-adventure-price" error={errors.price?.message}>
              <input type="number" min={0} step={0.01} inputMode="decimal" {...field('price')} {...register('price')} />
            </FormField>
            <FormField label="Currency" htmlFor="admin-adventure-currency" error={errors.currency?.message}>
              <select {...field('currency')} {...register('currency')}>
                {PAINTING_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm" htmlFor="admin-adventure-includesHelicopter">
            <input type="checkbox" id="admin-adventure-includesHelicopter" {...register('includesHelicopter')} />
            Includes a helicopter flight
          </label>
          <FormField
            label="Video (YouTube link, or the address of a video file)"
            htmlFor="admin-adventure-videoUrl"
            error={errors.videoUrl?.message}
          >
            <input type="url" inputMode="url" placeholder="https://youtu.be/…" {...field('videoUrl')} {...register('videoUrl')} />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
