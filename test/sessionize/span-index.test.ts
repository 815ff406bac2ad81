import { describe, expect, it } from 'vitest';
import { spanIndex } from '../../src/sessionize/span-index.js';

// The assembler finds a span's parent through this index: it must answer as a Map of the spans
// would, for the few spans of most turns and the many of a long one, repeated ids included.
describe('spanIndex', () => {
  it('answers get, has and size as a Map by span id does (the last of a repeated id wins)', () => {
    let x = 3;
    const next = (): number => (x = (x * 16807) % 2147483647);
    for (let n = 0; n < 200; n++) {
      const spans = Array.from({ length: n % 14 }, (_, i) => ({ spanId: `s${next() % 10}`, i }));
      const map = new Map(spans.map((s) => [s.spanId, s]));
      const index = spanIndex(spans);
      expect(index.size).toBe(map.size);
      for (let id = 0; id < 11; id++) {
        expect(index.get(`s${id}`)).toBe(map.get(`s${id}`));
        expect(index.has(`s${id}`)).toBe(map.has(`s${id}`));
      }
    }
  });
});
