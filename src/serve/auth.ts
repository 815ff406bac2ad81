import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Checks an `authorization` header (HTTP) or metadata value (gRPC) against the configured bearer
 * token, in constant time. No token configured: everything passes.
 */
export function bearerAuthorized(token: string | undefined, header: string | undefined): boolean {
  if (token === undefined) return true;
  if (header === undefined) return false;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (m === null) return false;
  const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(m[1]!), digest(token));
}
