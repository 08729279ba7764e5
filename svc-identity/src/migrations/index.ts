import { CreateRequestCounters1764000000000 } from '@atelier/service-kit';
import { CreateIdentity1763700000000 } from './1763700000000-CreateIdentity';
import { LoginFailuresAndResetTokens1763800000000 } from './1763800000000-LoginFailuresAndResetTokens';
import { TrustedDevices1764100000000 } from './1764100000000-TrustedDevices';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [
  CreateIdentity1763700000000,
  LoginFailuresAndResetTokens1763800000000,
  CreateRequestCounters1764000000000,
  TrustedDevices1764100000000,
];
