import type { Adventure } from '@atelier/contracts';

/** The three seeded adventures (svc-bookings), prices per person in NZD. */
export function seededAdventures(): Adventure[] {
  return [
    adventure({ id: 1, title: 'Half Day Painting Adventure', duration: 4, price: '450.00' }),
    adventure({ id: 2, title: 'Full Day Painting Adventure', duration: 6, price: '650.00' }),
    adventure({ id: 3, title: 'Full Day Helicopter Painting Adventure', duration: 6, price: '1450.00', includesHelicopter: true }),
  ];
}

export function adventure(overrides: Partial<Adventure> = {}): Adventure {
  return {
    id: 1,
    title: 'Half Day Painting Adventure',
    description: 'Four hours beside Lake Wakatipu.',
    duration: 4,
    maxGuests: 2,
    price: '450.00',
    currency: 'NZD',
    includesHelicopter: false,
    videoUrl: null,
    ...overrides,
  };
}
