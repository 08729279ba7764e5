import type { SiteForm } from '../siteForm';
import { PictureField } from './PictureField';
import { TextField } from './TextField';
import { UploadButton } from './UploadButton';

/** A film setting: its YouTube link or uploaded file, and its poster. */
export function FilmFields({
  form,
  name,
  label,
  hint,
}: {
  form: SiteForm;
  name: 'heroFilm' | 'adventuresFilm';
  label: string;
  hint: string;
}) {
  return (
    <div className="grid gap-4 rounded-sm border border-line p-4" data-testid={`admin-site-${name}`}>
      <p className="font-medium">{label}</p>
      <TextField form={form} name={`${name}.videoUrl`} label="YouTube link or id, or a film uploaded here" hint={hint} />
      <UploadButton
        use="video"
        accept="video/mp4,video/webm"
        label="Upload a Film"
        description="MP4 or WebM, up to 10 MB: a short loop suits the background."
        onUploaded={(url) => form.setValue(`${name}.videoUrl`, url, { shouldDirty: true, shouldValidate: true })}
      />
      <PictureField form={form} name={`${name}.posterUrl`} use="poster" label="Poster" hint="Shows until the film plays." />
    </div>
  );
}
