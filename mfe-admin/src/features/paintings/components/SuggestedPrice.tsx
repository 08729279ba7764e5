import { formatStoredPrice } from '@atelier/ui';
import type { PaintingInput } from '@atelier/contracts';
import { useWatch, type UseFormReturn } from '@atelier/ui/forms';
import type { PaintingFormValues } from '../paintingForm';
import { suggestedPrice } from '../suggestedPrice';

type PaintingForm = UseFormReturn<PaintingFormValues, unknown, PaintingInput>;

/**
 * The price suggested by the painting's size (requirements §5 helper), offered beside the price: one
 * click applies it; a typed price is never replaced without that click.
 */
export function SuggestedPrice({ control, setValue, className = '' }: Pick<PaintingForm, 'control' | 'setValue'> & { className?: string }) {
  const [width, height, price, currency] = useWatch({ control, name: ['width', 'height', 'price', 'currency'] });
  const suggestion = suggestedPrice(width, height);
  if (suggestion === null || suggestion <= 0) return null;
  const applied = Number(price) === suggestion;

  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft ${className}`} data-testid="admin-suggested-price">
      <span>
        Suggested price for this size: <strong className="font-medium text-ink">{formatStoredPrice(suggestion, currency)}</strong>
      </span>
      {!applied && (
        <button
          type="button"
          onClick={() => setValue('price', String(suggestion), { shouldDirty: true, shouldValidate: true })}
          className="text-accent underline underline-offset-4 hover:text-accent-deep"
          data-testid="admin-apply-suggested-price"
        >
          Use suggested price
        </button>
      )}
    </p>
  );
}
