import { buttonClass } from '@atelier/ui';
import { useFieldArray, useWatch } from '@atelier/ui/forms';
import type { SiteForm } from '../siteForm';
import { FieldGroup } from './FieldGroup';
import { RowButton } from './RowButton';
import { TextField } from './TextField';

const MAX_PRESS = 30;

/** The press features the About section lists, newest first: added, reordered and removed here. */
export function PressFeatures({ form }: { form: SiteForm }) {
  const press = useFieldArray({ control: form.control, name: 'press' });
  const outlets = useWatch({ control: form.control, name: 'press' });
  return (
    <FieldGroup legend="Press features" testId="admin-site-press">
      {press.fields.length === 0 && <p className="text-sm text-ink-soft">No press features: the About section shows none.</p>}
      <ol className="grid gap-6">
        {press.fields.map((field, index) => {
          const name = outlets[index]?.outlet || `feature ${index + 1}`;
          return (
            <li key={field.id} className="grid gap-3 rounded-sm border border-line p-4" data-testid="admin-site-press-feature">
              <div className="grid gap-3 sm:grid-cols-[1fr_2fr_6rem]">
                <TextField form={form} name={`press.${index}.outlet`} label="Outlet" />
                <TextField form={form} name={`press.${index}.title`} label="Title" />
                <TextField form={form} name={`press.${index}.year`} label="Year" type="number" />
              </div>
              <TextField form={form} name={`press.${index}.url`} label="Link (optional)" type="url" />
              <div className="flex flex-wrap gap-2">
                <RowButton label={`Move ${name} up`} disabled={index === 0} onClick={() => press.move(index, index - 1)}>
                  ↑ Up
                </RowButton>
                <RowButton
                  label={`Move ${name} down`}
                  disabled={index === press.fields.length - 1}
                  onClick={() => press.move(index, index + 1)}
                >
                  ↓ Down
                </RowButton>
                <RowButton label={`Remove ${name}`} onClick={() => press.remove(index)} danger>
                  Remove
                </RowButton>
              </div>
            </li>
          );
        })}
      </ol>
      {press.fields.length < MAX_PRESS && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => press.prepend({ outlet: '', title: '', year: String(new Date().getFullYear()), url: '' })}
        >
          Add Press Feature
        </button>
      )}
    </FieldGroup>
  );
}
