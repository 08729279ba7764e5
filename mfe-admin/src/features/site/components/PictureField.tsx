import type { SiteMediaUse } from '@atelier/contracts';
import { get, useWatch } from '@atelier/ui/forms';
import type { PicturePath, SiteForm } from '../siteForm';
import { RowButton } from './RowButton';
import { UploadButton } from './UploadButton';

/** A picture setting: its preview, 'Upload', and 'Remove'. */
export function PictureField({
  form,
  name,
  use,
  label,
  hint,
}: {
  form: SiteForm;
  name: PicturePath;
  use: Exclude<SiteMediaUse, 'video'>;
  label: string;
  hint: string;
}) {
  const url = useWatch({ control: form.control, name });
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const set = (value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img src={url} alt={`${label} chosen`} className="h-20 w-36 rounded-sm border border-line object-cover" />
        ) : (
          <span className="flex h-20 w-36 items-center justify-center rounded-sm border border-dashed border-line text-xs text-ink-soft">
            None
          </span>
        )}
        <UploadButton use={use} accept="image/jpeg,image/png,image/webp,image/avif" label={`Upload ${label}`} onUploaded={set} />
        {url && (
          <RowButton label={`Remove the ${label.toLowerCase()}`} onClick={() => set('')} danger>
            Remove
          </RowButton>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p className="text-xs text-ink-soft">{hint}</p>
      )}
    </div>
  );
}
