/**
 * mulberry32: small, fast and seeded — a draw in [0, 1) per call, the same sequence for the same
 * seed. The generator must write the same bytes for the same seed; tests and intervals must be
 * reproducible.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeded PRNG with the helpers the generator draws with. */
export class Prng {
  private readonly draw: () => number;

  constructor(seed: number) {
    this.draw = seededRandom(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.draw();
  }

  /** Integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `digits` lowercase hex digits (OTLP/JSON trace and span ids are hex). */
  hex(digits: number): string {
    let out = '';
    while (out.length < digits) {
      out += (Math.floor(this.next() * 4294967296) >>> 0).toString(16).padStart(8, '0');
    }
    return out.slice(0, digits);
  }

  /** Letters and digits, like provider tool-call ids (`call_mszuSIzqtI65i1wAUOE8w5H4`). */
  alnum(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += ALNUM[Math.floor(this.next() * ALNUM.length)];
    return out;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = items[i] as T;
      items[i] = items[j] as T;
      items[j] = a;
    }
    return items;
  }
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
