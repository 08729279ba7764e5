import { CreateCommerce1763700000000 } from './1763700000000-CreateCommerce';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [CreateCommerce1763700000000];
