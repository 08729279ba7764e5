import { CreateMailing1763700000000 } from './1763700000000-CreateMailing';
import { EmailsContactsAndSync1763900000000 } from './1763900000000-EmailsContactsAndSync';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [CreateMailing1763700000000, EmailsContactsAndSync1763900000000];
