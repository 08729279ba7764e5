import { buttonClass } from '@atelier/ui';
import { useFieldArray } from '@atelier/ui/forms';
import type { SiteForm } from '../siteForm';
import { RowButton } from './RowButton';
import { TextField } from './TextField';

const MAX_FIGURES = 6;

/** The About section's figures ('30+', 'years painting'): up to six, added and removed here. */
export function Figures({ form }: { form: SiteForm }) {
  const figures = useFieldArray({ control: form.control, name: 'about.figures' });
  return (
    <div>
      <p className="mb-3 text-sm font-medium">Figures</p>
      <ul className="grid gap-3">
        {figures.fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[5rem_1fr_auto] items-start gap-3">
            <TextField form={form} name={`about.figures.${index}.figure`} label={`Figure ${index + 1}`} />
            <TextField form={form} name={`about.figures.${index}.label`} label={`Figure ${index + 1} label`} />
            <RowButton label={`Remove figure ${index + 1}`} onClick={() => figures.remove(index)} besideFields>
              ×
            </RowButton>
          </li>
        ))}
      </ul>
      {figures.fields.length < MAX_FIGURES && (
        <button type="button" className={`${buttonClass('outline')} mt-4`} onClick={() => figures.append({ figure: '', label: '' })}>
          Add Figure
        </button>
      )}
    </div>
  );
}
