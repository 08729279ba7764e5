import { PAINTING_CURRENCIES, paintingInputSchema, type Painting } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { Controller, FormField, inputClass, PendingButton, useZodForm } from '@atelier/ui/forms';
import { useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { useAdminPaintings, useCreatePainting, useUpdatePainting } from '../api/adminPaintings';
import { paintingFormValues, type PaintingFormValues } from '../paintingForm';
import { ImageManager } from './ImageManager';
import { LocationPicker } from './LocationPicker';
import { SuggestedPrice } from './SuggestedPrice';
import { ToggleField } from './ToggleField';

const FORM_ID = 'admin-painting-form';

export interface PaintingDialogProps {
  /** The painting to edit, or null for 'Add New Painting'. */
  initialPainting: Painting | null;
  onClose: () => void;
}

/**
 * 'Add New Painting' / 'Edit Painting' (requirements §2). Creating keeps the dialog open, now editing
 * the new painting, so images can be added straight away (requirements §4). Mount it afresh for
 * each opening (a `key`); it is open while mounted.
 */
export function PaintingDialog({ initialPainting, onClose }: PaintingDialogProps) {
  // The painting as last answered by a save; the admin list, kept fresh by every change, is preferred.
  const [saved, setSaved] = useState<Painting | null>(initialPainting);
  const paintingId = saved?.id ?? null;
  const paintings = useAdminPaintings();
  const painting = saved && (paintings.data?.find((candidate) => candidate.id === saved.id) ?? saved);
  const create = useCreatePainting();
  const update = useUpdatePainting();
  const saving = create.isPending || update.isPending;

  const form = useZodForm<PaintingFormValues, typeof paintingInputSchema>(paintingInputSchema, {
    defaultValues: paintingFormValues(initialPainting),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((input) => {
    if (paintingId === null) {
      create.mutate(input, {
        onSuccess: (created) => {
          setSaved(created);
          reset(paintingFormValues(created));
        },
      });
    } else {
      update.mutate({ id: paintingId, input }, { onSuccess: onClose });
    }
  });

  const editing = paintingId !== null;
  const field = (name: keyof PaintingFormValues) => ({
    id: `admin-painting-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `admin-painting-${name}-error` : undefined,
    className: inputClass(!!errors[name]),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={editing ? 'Edit Painting' : 'Add New Painting'}
        data-testid="admin-painting-dialog"
        // A stray click beside the dialog must not throw away a half-filled form.
        onInteractOutside={(event) => event.preventDefault()}
        footer={
          <>
            <DialogClose className={buttonClass('outline')}>{editing ? 'Close' : 'Cancel'}</DialogClose>
            <PendingButton form={FORM_ID} pending={saving} data-testid="admin-painting-save">
              {editing ? (update.isPending ? 'Updating...' : 'Update Painting') : create.isPending ? 'Creating...' : 'Create Painting'}
            </PendingButton>
          </>
        }
      >
        <form method="post" id={FORM_ID} onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5">
          <FormField label="Title" htmlFor="admin-painting-title" error={errors.title?.message} className="col-span-2">
            <input type="text" required {...field('title')} {...register('title')} />
          </FormField>
          <FormField label="Medium" htmlFor="admin-painting-medium" error={errors.medium?.message} className="col-span-2 sm:col-span-1">
            <input type="text" required {...field('medium')} {...register('medium')} />
          </FormField>
          <FormField label="Year" htmlFor="admin-painting-year" error={errors.year?.message} className="col-span-2 sm:col-span-1">
            <input type="number" step={1} inputMode="numeric" {...field('year')} {...register('year')} />
          </FormField>
          <FormField label="Width (inches)" htmlFor="admin-painting-width" error={errors.width?.message}>
            <input type="number" step={0.1} min={0} inputMode="decimal" required {...field('width')} {...register('width')} />
          </FormField>
          <FormField label="Height (inches)" htmlFor="admin-painting-height" error={errors.height?.message}>
            <input type="number" step={0.1} min={0} inputMode="decimal" required {...field('height')} {...register('height')} />
          </FormField>
          <FormField label="Price" htmlFor="admin-painting-price" error={errors.price?.message}>
            <input type="number" step={0.01} min={0} inputMode="decimal" required {...field('price')} {...register('price')} />
          </FormField>
          <FormField label="Currency" htmlFor="admin-painting-currency" error={errors.currency?.message}>
            <div className="relative">
              <select {...field('currency')} className={`${field('currency').className} appearance-none pr-9`} {...register('currency')}>
                {PAINTING_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink-soft" />
            </div>
          </FormField>
          <SuggestedPrice control={control} setValue={form.setValue} className="col-span-2 -mt-2" />
          <FormField label="Location" htmlFor="admin-painting-location" error={errors.location?.message} className="col-span-2">
            <input type="text" {...field('location')} {...register('location')} />
          </FormField>
          <FormField label="Description" htmlFor="admin-painting-description" error={errors.description?.message} className="col-span-2">
            <textarea rows={4} {...field('description')} {...register('description')} />
          </FormField>
          <FormField label="Frame Info" htmlFor="admin-painting-frameInfo" error={errors.frameInfo?.message} className="col-span-2">
            <textarea rows={2} {...field('frameInfo')} {...register('frameInfo')} />
          </FormField>
          <div className="col-span-2 flex flex-wrap gap-x-8 gap-y-3">
            <Controller
              control={control}
              name="featured"
              render={({ field: { value, onChange } }) => (
                <ToggleField id="admin-painting-featured" label="Featured" checked={value} onChange={onChange} />
              )}
            />
            <Controller
              control={control}
              name="available"
              render={({ field: { value, onChange } }) => (
                <ToggleField id="admin-painting-available" label="Available" checked={value} onChange={onChange} />
              )}
            />
          </div>
          <LocationPicker form={form} className="col-span-2" />
        </form>

        <div className="mt-8 border-t border-line pt-6">
          {painting ? (
            <ImageManager painting={painting} />
          ) : (
            <p className="rounded-sm bg-paper-deep px-4 py-3 text-sm text-ink-soft" data-testid="admin-images-after-create">
              Images can be uploaded after the painting is created.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
