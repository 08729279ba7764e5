import { FormField, get, inputClass } from '@atelier/ui/forms';
import { fieldId, type SiteForm, type TextPath } from '../siteForm';

/** A labelled text input (or textarea of `multiline` rows) with its validation message. */
export function TextField({
  form,
  name,
  label,
  hint,
  type = 'text',
  multiline,
}: {
  form: SiteForm;
  name: TextPath;
  label: string;
  hint?: string;
  type?: string;
  multiline?: number;
}) {
  const id = fieldId(name);
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const control = {
    id,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: inputClass(!!error),
    ...form.register(name),
  };
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint}>
      {multiline ? <textarea rows={multiline} {...control} /> : <input type={type} {...control} />}
    </FormField>
  );
}
