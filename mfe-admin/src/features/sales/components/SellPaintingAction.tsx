import type { Painting } from '@atelier/contracts';
import { SellButton } from '../../sell/components/SellButton';

/**
 * Hook point for the 'Sell' action of a painting row (SPEC §2: shown only when the painting is
 * not sold; opens 'Mark Painting as Sold'). The paintings list places this component between
 * Hide/Show and Delete; the button and its dialog live in `features/sell`.
 */
export function SellPaintingAction({ painting }: { painting: Painting }) {
  return <SellButton painting={painting} />;
}
