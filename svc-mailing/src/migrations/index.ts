import { CreateDurableWork1764400000000, DurableWorkFailures1766150000000 } from '@atelier/service-kit';
import { CreateMailing1763700000000 } from './1763700000000-CreateMailing';
import { EmailsContactsAndSync1763900000000 } from './1763900000000-EmailsContactsAndSync';
import { DeliveryAsDurableWork1764500000000 } from './1764500000000-DeliveryAsDurableWork';
import { DoubleOptIn1764900000000 } from './1764900000000-DoubleOptIn';
import { EmailAttachments1765000000000 } from './1765000000000-EmailAttachments';
import { ClaimBySessionLock1765100000000 } from './1765100000000-ClaimBySessionLock';
import { EmailsByTemplate1765400000000 } from './1765400000000-EmailsByTemplate';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [
  CreateMailing1763700000000,
  EmailsContactsAndSync1763900000000,
  CreateDurableWork1764400000000,
  DeliveryAsDurableWork1764500000000,
  DoubleOptIn1764900000000,
  EmailAttachments1765000000000,
  ClaimBySessionLock1765100000000,
  EmailsByTemplate1765400000000,
  DurableWorkFailures1766150000000,
];
