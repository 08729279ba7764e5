import { CreateBookings1763700000000 } from './1763700000000-CreateBookings';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [CreateBookings1763700000000];
