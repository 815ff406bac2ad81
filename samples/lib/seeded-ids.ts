import type { IdGenerator } from '@opentelemetry/sdk-trace-base';

/** mulberry32: tiny, seedable, good enough for unique-looking ids. Returns n 32-bit words as hex. */
export function seededHex(seed: number): (words: number) => string {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return (words) => {
    let out = '';
    for (let i = 0; i < words; i++) out += next().toString(16).padStart(8, '0');
    return out;
  };
}

/** Trace and span ids from `seededHex`, so a recording is the same bytes every time. */
export function seededIdGenerator(seed: number): IdGenerator {
  const hex = seededHex(seed);
  return { generateTraceId: () => hex(4), generateSpanId: () => hex(2) };
}
