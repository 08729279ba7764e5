import { SOCIAL_NETWORKS } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { FormField, inputClass, useFieldArray } from '@atelier/ui/forms';
import { fieldId, type SiteForm } from '../siteForm';
import { FieldGroup } from './FieldGroup';
import { RowButton } from './RowButton';
import { TextField } from './TextField';

/** The footer's social links, one per network; `error` is the list's own message (a network twice). */
export function SocialLinks({ form, error }: { form: SiteForm; error: string | undefined }) {
  const social = useFieldArray({ control: form.control, name: 'social' });
  return (
    <FieldGroup legend="Social links">
      {social.fields.length === 0 && <p className="text-sm text-ink-soft">None: the footer shows no social links.</p>}
      <ul className="grid gap-3">
        {social.fields.map((field, index) => {
          const id = fieldId(`social.${index}.network`);
          return (
            <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[10rem_1fr_auto]">
              <FormField label="Network" htmlFor={id}>
                <select id={id} className={inputClass()} {...form.register(`social.${index}.network`)}>
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network}>{network}</option>
                  ))}
                </select>
              </FormField>
              <TextField form={form} name={`social.${index}.url`} label="Address" type="url" />
              <RowButton label={`Remove social link ${index + 1}`} onClick={() => social.remove(index)} danger besideFields>
                Remove
              </RowButton>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {social.fields.length < SOCIAL_NETWORKS.length && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => social.append({ network: SOCIAL_NETWORKS[0], url: 'https://' })}
        >
          Add Social Link
        </button>
      )}
    </FieldGroup>
  );
}
