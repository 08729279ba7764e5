import { CreateMailing1763700000000 } from './1763700000000-CreateMailing';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [CreateMailing1763700000000];
