import type { Adventure } from '@atelier/contracts';

/** requirements §2: the adventure whose title contains 'half day' (any case) is chosen when none is yet. */
export function isHalfDayAdventure(adventure: Pick<Adventure, 'title'>): boolean {
  return adventure.title.toLowerCase().includes('half day');
}

/**
 * The adventure the booking page selects when the visitor has not chosen one: the one they
 * asked for ('Book This Adventure' on its card) if it exists, else the half day (requirements §2),
 * else none (the visitor picks; 'Please select an adventure').
 */
export function preselectedAdventureId(adventures: readonly Pick<Adventure, 'id' | 'title'>[], requestedId?: unknown): number | null {
  const requested = typeof requestedId === 'number' ? adventures.find((adventure) => adventure.id === requestedId) : undefined;
  return (requested ?? adventures.find(isHalfDayAdventure))?.id ?? null;
}

/** A dropdown entry (requirements §2): the title, then the price as '$450 NZD' in the visitor's currency. */
export function adventureOptionLabel(adventure: Pick<Adventure, 'title'>, formattedPrice: string): string {
  return `${adventure.title} - ${formattedPrice}`;
}
