import { MAX_IMAGE_BYTES, MAX_SITE_VIDEO_BYTES, type SiteMediaUse } from '@atelier/contracts';
import { buttonClass, Spinner, toast } from '@atelier/ui';
import { useId } from 'react';
import { useUploadSiteMedia } from '../api/siteSettings';

/** A button that picks a file and uploads it; `onUploaded` gets the address the site serves it at. */
export function UploadButton({
  use,
  accept,
  label,
  description,
  onUploaded,
}: {
  use: SiteMediaUse;
  accept: string;
  label: string;
  description?: string;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const upload = useUploadSiteMedia();
  const limit = use === 'video' ? MAX_SITE_VIDEO_BYTES : MAX_IMAGE_BYTES;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > limit) {
            toast({ title: 'File Too Large', description: 'Please choose a file under 10MB.', variant: 'destructive' });
            return;
          }
          upload.mutate({ use, file }, { onSuccess: onUploaded });
        }}
      />
      <label
        htmlFor={id}
        className={`${buttonClass('outline')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-accent peer-disabled:opacity-60`}
      >
        {upload.isPending ? <Spinner label="Uploading" /> : null}
        {label}
      </label>
      {description && <span className="text-xs text-ink-soft">{description}</span>}
    </div>
  );
}
