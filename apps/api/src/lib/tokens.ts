import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe. Only its hash is stored. */
export function nuevoToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A temporary password that is easy to type from a mail: 12 characters without look-alikes. */
export function claveTemporal(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => ALFABETO[b % ALFABETO.length]).join('');
}
