/**
 * What a fuzz target is: something that takes generated or mutated input and must either
 * decode it or reject it with a reason — never throw anything else, hang or allocate
 * without bound. Targets live in fuzz/targets/, one file each, listed in targets/index.ts.
 */
import type { Prng } from '../bench/gen/prng.js';
import type { Seeds } from './lib/seeds.js';

export type Verdict = 'decoded' | 'rejected';

export interface Outcome {
  verdict: Verdict;
  /** Why it was rejected (required for 'rejected'): the decoder's own words. */
  reason?: string;
  /** Which generator or mutation made the input (for the counts). */
  mutation: string;
  /** Spans the decoder rejected (with reasons) inside an input it otherwise decoded. */
  spansRejected?: number;
  /** Input size in bytes. */
  bytes: number;
}

export interface FuzzTarget {
  name: string;
  /** Share of the cases relative to the other targets. */
  weight: number;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
  /**
   * Generates one input from `rng` and `seeds` and runs it. Throwing (or rejecting) means
   * the target crashed on that input; the runner records the case number to replay it.
   */
  run(rng: Prng, seeds: Seeds): Outcome | Promise<Outcome>;
}
