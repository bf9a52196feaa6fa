// Bearer tokens: 256 random bits for the member, only their SHA-256 in the database,
// so a leaked database copy holds no usable token.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
