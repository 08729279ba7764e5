import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed out in a cookie or an e-mailed link (sessions, password resets, booking
 * confirmations): 256 random bits, of which only the hash is stored, so a read of the database
 * gives nobody a working link.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
