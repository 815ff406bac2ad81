import type { TurnResult } from '../model/result.js';

/** An asynchronous second look at each scored result (the LLM judge), before it is tallied. */
export interface ResultRefiner {
  /** Never rejects: a failed look comes back as the result with the failure recorded on it. */
  refine(result: TurnResult): Promise<TurnResult>;
  /** Counts for the report's `judge` section. */
  summary(): Record<string, number | string>;
}

export interface RefineStage {
  /** Starts refining `result` now and commits it after everything chained before it. */
  after(previous: Promise<void>, result: TurnResult): Promise<void>;
}

/**
 * The pipeline's scoring callback is synchronous; refining is not. Each result starts refining
 * as soon as it is scored (the refiner bounds its own parallelism), and results are committed
 * in scoring order, so reports do not depend on which request came back first.
 */
export function refineStage(refiner: ResultRefiner, commit: (r: TurnResult) => void): RefineStage {
  return {
    after(previous, result) {
      const pending = refiner.refine(result);
      // Attached at once, so a rejection is never reported as unhandled while earlier ones wait.
      pending.catch(() => undefined);
      return previous.then(() => pending).then(commit);
    },
  };
}
