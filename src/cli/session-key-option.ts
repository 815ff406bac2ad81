import { UsageError } from './exit-code.js';

/** `--session-key KEY`, repeatable: the keys in the order given. */
export function collectSessionKey(value: string, previous: string[] | undefined): string[] {
  const key = value.trim();
  if (key === '') throw new UsageError('--session-key: expected an attribute name like "session.id"');
  return [...(previous ?? []), key];
}
