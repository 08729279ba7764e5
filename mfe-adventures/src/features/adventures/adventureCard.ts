import type { Adventure } from '@atelier/contracts';
import type { LandscapeKind } from '../../components/LandscapeArt';

/** requirements §9: a session of 6 hours or more is a full day. */
export const FULL_DAY_HOURS = 6;

/**
 * The card image of an adventure (requirements §2, §9): the helicopter image when it includes a flight,
 * else the full-day image from 6 hours, else the default (half-day) one.
 */
export function adventureArtKind(adventure: Pick<Adventure, 'includesHelicopter' | 'duration'>): LandscapeKind {
  if (adventure.includesHelicopter) return 'helicopter';
  if (adventure.duration >= FULL_DAY_HOURS) return 'full-day';
  return 'half-day';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '{duration} hour(s) • Up to {maxGuests} guest(s)' (requirements §2): '4 hours • Up to 2 guests'. */
export function adventureFacts(adventure: Pick<Adventure, 'duration' | 'maxGuests'>): string {
  return `${plural(adventure.duration, 'hour', 'hours')} • Up to ${plural(adventure.maxGuests, 'guest', 'guests')}`;
}
