import type { Painting } from '@atelier/contracts';
import { Spinner, buttonClass, toast } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass } from '@atelier/ui/forms';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atelier/ui/tabs';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { UploadIcon } from '../../../components/icons';
import { useUploadImages } from '../api/paintingImages';
import { filesTooLargeMessage, oversizedFiles } from '../imageFiles';

type Mode = 'file' | 'url';

/**
 * 'Add Image' (requirements §2, §5): 'Upload File' (one or more files, each at most 10 MB, checked
 * before anything is sent) or 'From URL'. Upload stays disabled until there is something to send.
 */
export function AddImageDialog({ painting, onClose }: { painting: Painting; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('file');
  const [files, setFiles] = useState<File[]>([]);
  const [url, setUrl] = useState('');
  const [altText, setAltText] = useState('');
  const upload = useUploadImages(painting.id);

  const ready = mode === 'file' ? files.length > 0 : url.trim() !== '';

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const tooLarge = oversizedFiles(chosen);
    if (tooLarge.length > 0) {
      toast({ title: 'Files Too Large', description: filesTooLargeMessage(tooLarge.length), variant: 'destructive' });
      event.target.value = '';
      setFiles([]);
      return;
    }
    setFiles(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || upload.isPending) return;
    // Checked again at send time: the limit is the rule, whatever happened to the selection.
    if (mode === 'file' && oversizedFiles(files).length > 0) {
      toast({ title: 'Files Too Large', description: filesTooLargeMessage(oversizedFiles(files).length), variant: 'destructive' });
      return;
    }
    upload.mutate(
      { source: mode === 'file' ? { kind: 'files', files } : { kind: 'url', url }, altText, currentCount: painting.images.length },
      { onSuccess: onClose },
    );
  };

  const uploadLabel = mode === 'file' && files.length > 1 ? `Upload ${files.length} Images` : 'Upload Image';

  return (
    <Dialog open onOpenChange={(open) => !open && !upload.isPending && onClose()}>
      <DialogContent
        title="Add Image"
        description={`To “${painting.title}”. JPEG, PNG, WebP, AVIF or GIF, up to 10 MB each.`}
        data-testid="admin-add-image-dialog"
        footer={
          <>
            <DialogClose className={buttonClass('outline')} disabled={upload.isPending}>
              Cancel
            </DialogClose>
            <button
              type="submit"
              form="admin-add-image-form"
              disabled={!ready || upload.isPending}
              className={buttonClass()}
              data-testid="admin-upload-image"
            >
              {upload.isPending ? <Spinner label={null} tone="inverse" className="h-3.5 w-3.5" /> : <UploadIcon />}
              {upload.isPending ? 'Uploading...' : uploadLabel}
            </button>
          </>
        }
      >
        <form method="post" id="admin-add-image-form" onSubmit={submit} noValidate>
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label="Image source" fill>
              <TabsTrigger value="file" data-testid="admin-image-mode-file">
                Upload File
              </TabsTrigger>
              <TabsTrigger value="url" data-testid="admin-image-mode-url">
                From URL
              </TabsTrigger>
            </TabsList>

            <TabsContent value="file" className="pt-5">
              <label
                htmlFor="admin-image-files"
                className="flex cursor-pointer flex-col items-center rounded-sm border border-dashed border-line px-6 py-8 text-center transition-colors hover:border-accent hover:bg-accent/5"
              >
                <UploadIcon className="h-7 w-7 text-ink-soft" />
                <span className="mt-2 text-sm font-medium">Choose image files</span>
                <span className="mt-1 text-xs text-ink-soft">You can select several at once.</span>
              </label>
              <input
                id="admin-image-files"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                multiple
                onChange={chooseFiles}
                className="sr-only"
                data-testid="admin-image-files"
              />
              {files.length === 0 ? (
                <p className="mt-3 text-sm text-ink-soft" data-testid="admin-image-files-hint">
                  Please select one or more files
                </p>
              ) : (
                <ul className="mt-3 space-y-1 text-sm" data-testid="admin-image-files-chosen">
                  {files.map((file) => (
                    <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex justify-between gap-3">
                      <span className="truncate">{file.name}</span>
                      <span className="shrink-0 text-ink-soft">{formatSize(file.size)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>

            <TabsContent value="url" className="pt-5">
              <FormField
                label="Image URL"
                htmlFor="admin-image-url"
                hint={url.trim() === '' ? <span data-testid="admin-image-url-hint">Please enter an image URL</span> : undefined}
              >
                <input
                  id="admin-image-url"
                  type="url"
                  inputMode="url"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  placeholder="https://example.com/painting.jpg"
                  className={inputClass()}
                  data-testid="admin-image-url"
                />
              </FormField>
            </TabsContent>
          </Tabs>

          <FormField
            label="Alt text (optional)"
            htmlFor="admin-image-alt"
            hint="Describes the image for people who cannot see it."
            className="mt-5"
          >
            <input
              id="admin-image-alt"
              type="text"
              value={altText}
              onChange={(event) => setAltText(event.target.value)}
              maxLength={300}
              className={inputClass()}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
