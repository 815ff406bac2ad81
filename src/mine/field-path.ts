/**
 * The value at a mapping key in an export record. A key present as written wins (a CSV header
 * may hold dots); otherwise a dotted path walks nested objects (`author.type`,
 * `conversation_parts.conversation_parts`), and an array met on the way is walked element by
 * element, its results flattened (`events.type` over an array of events lists their types).
 */
export function valueAt(record: unknown, path: string): unknown {
  if (record === null || typeof record !== 'object') return undefined;
  const direct = (record as Record<string, unknown>)[path];
  if (direct !== undefined || !path.includes('.')) return direct;
  return walk(record, path.split('.'));
}

function walk(value: unknown, keys: readonly string[]): unknown {
  if (keys.length === 0) return value;
  if (Array.isArray(value)) return value.flatMap((v) => toList(walk(v, keys)));
  if (value === null || typeof value !== 'object') return undefined;
  const [head, ...rest] = keys;
  return walk((value as Record<string, unknown>)[head!], rest);
}

const toList = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
