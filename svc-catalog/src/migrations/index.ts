import { CreateCatalog1763700000000 } from './1763700000000-CreateCatalog';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [CreateCatalog1763700000000];
