import type { Adventure } from '@atelier/contracts';
import type { AdventureEntity } from './adventure.entity';

/** The requirements §3 shape; entities never leave the service. */
export function toAdventure(adventure: AdventureEntity): Adventure {
  return {
    id: adventure.id,
    title: adventure.title,
    description: adventure.description,
    duration: adventure.duration,
    maxGuests: adventure.maxGuests,
    price: adventure.price,
    currency: adventure.currency,
    includesHelicopter: adventure.includesHelicopter,
    videoUrl: adventure.videoUrl,
  };
}
