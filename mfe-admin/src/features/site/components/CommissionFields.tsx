import { buttonClass } from '@atelier/ui';
import { useFieldArray } from '@atelier/ui/forms';
import type { SiteForm } from '../siteForm';
import { FieldGroup } from './FieldGroup';
import { RowButton } from './RowButton';
import { TextField } from './TextField';

/** As many steps and guide prices as the commissions page lays out in a row. */
const MAX_COMMISSION_ROWS = 6;

/** The commission process's steps, as the commissions page lists them. */
export function CommissionProcess({ form }: { form: SiteForm }) {
  const steps = useFieldArray({ control: form.control, name: 'commissions.process' });
  const error = form.formState.errors.commissions?.process?.root?.message ?? form.formState.errors.commissions?.process?.message;
  return (
    <FieldGroup legend="Commission process" testId="admin-site-commission-process">
      <ol className="grid gap-4">
        {steps.fields.map((field, index) => (
          <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[14rem_1fr_auto]">
            <TextField form={form} name={`commissions.process.${index}.title`} label={`Step ${index + 1}`} />
            <TextField form={form} name={`commissions.process.${index}.text`} label={`Step ${index + 1} text`} multiline={2} />
            <RowButton label={`Remove step ${index + 1}`} onClick={() => steps.remove(index)} besideFields>
              ×
            </RowButton>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {steps.fields.length < MAX_COMMISSION_ROWS && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => steps.append({ title: '', text: '' })}
        >
          Add Step
        </button>
      )}
    </FieldGroup>
  );
}

/** The commission price guide: from what price each size starts, in NZD. */
export function CommissionPrices({ form }: { form: SiteForm }) {
  const prices = useFieldArray({ control: form.control, name: 'commissions.prices' });
  const error = form.formState.errors.commissions?.prices?.root?.message ?? form.formState.errors.commissions?.prices?.message;
  return (
    <FieldGroup legend="Commission price guide" testId="admin-site-commission-prices">
      <p className="text-sm text-ink-soft">From what price each size starts, in NZD: visitors see it in their own currency.</p>
      <ul className="grid gap-3">
        {prices.fields.map((field, index) => (
          <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_9rem_auto]">
            <TextField form={form} name={`commissions.prices.${index}.name`} label={`Size ${index + 1}`} />
            <TextField form={form} name={`commissions.prices.${index}.size`} label={`Size ${index + 1} dimensions`} />
            <TextField form={form} name={`commissions.prices.${index}.priceNzd`} label={`Size ${index + 1} from (NZD)`} type="number" />
            <RowButton label={`Remove size ${index + 1}`} onClick={() => prices.remove(index)} besideFields>
              ×
            </RowButton>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {prices.fields.length < MAX_COMMISSION_ROWS && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => prices.append({ name: '', size: '', priceNzd: '' })}
        >
          Add Size
        </button>
      )}
    </FieldGroup>
  );
}
