import type { AttrMap, AttrValue } from '../model/raw-span.js';

export function str(attrs: AttrMap, key: string): string | undefined {
  const v = attrs[key];
  if (typeof v === 'string') return v.length > 0 ? v : undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

export function int(attrs: AttrMap, key: string): number | undefined {
  const v = attrs[key];
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number.parseInt(v, 10);
  return undefined;
}

/** Attributes that hold JSON may arrive as a JSON string or as a structured AnyValue: accept both. */
export function jsonValue(value: AttrValue | undefined): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (t === '' || (t[0] !== '{' && t[0] !== '[' && t[0] !== '"')) return value;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return value;
  }
}
