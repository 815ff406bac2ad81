import type { AttrMap, AttrValue, RawSpan } from '../model/raw-span.js';
import { STATUS_ERROR } from '../model/raw-span.js';
import { parsePythonLiteral } from './python-literal.js';

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

/**
 * Attributes that hold JSON may arrive as a JSON string or as a structured AnyValue: accept both.
 * A dict or list that is not JSON may be a Python literal (LangChain records a tool's input as
 * `str(arguments)`): read as such when it is a complete one.
 */
export function jsonValue(value: AttrValue | undefined): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (t === '' || (t[0] !== '{' && t[0] !== '[' && t[0] !== '"')) return value;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    if (t[0] === '"') return value;
    const literal = parsePythonLiteral(t);
    return literal === undefined ? value : literal;
  }
}

/**
 * Why a span failed, or undefined if it did not: status ERROR, or `error.type` set (the OTel
 * semantic conventions record a failed operation's error class there, status or not).
 */
export function spanError(span: RawSpan): string | undefined {
  const errorType = str(span.attributes, 'error.type');
  if (span.status.code !== STATUS_ERROR && errorType === undefined) return undefined;
  return span.status.message ?? errorType ?? 'error';
}
