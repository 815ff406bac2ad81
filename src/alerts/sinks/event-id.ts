import { createHash } from 'node:crypto';
import type { AlertEvent } from '../alert-types.js';

/**
 * A stable id for one notification: the same rule, group, type, level and moment give the same id,
 * on every retry and whichever host (serve or replay) produced it, so a receiver can drop repeats.
 */
export function eventId(e: AlertEvent): string {
  return createHash('sha256').update([e.rule, e.group_key, e.type, e.level ?? '', String(e.at_ms)].join('\n')).digest('hex').slice(0, 16);
}
