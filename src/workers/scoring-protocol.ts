/**
 * The messages between a scoring pool and its workers. Everything here is plain data: it
 * crosses threads by structured clone.
 */
import type { Corpus } from '../corpus/schema.js';
import type { RawSpan } from '../model/raw-span.js';
import type { TurnResult, UnscoredTurn } from '../model/result.js';
import type { SessionResults } from '../score/session-watch.js';
import type { OutcomeOptions } from '../score/outcome.js';
import type { UnscoredTally } from '../score/turn-scorer.js';

export interface WorkerInit {
  corpus: Corpus;
  corpusPath: string;
  sha256: string;
  /** Adapter names, in order (functions do not cross threads; the worker takes them from the registry). */
  adapters: string[];
  sessionKeys: string[];
  outcome: OutcomeOptions;
  sessionResults: SessionResults;
}

export type ToWorker =
  /** One completed trace: its spans, to assemble, match and score. */
  | { type: 'trace'; seq: number; traceId: string; spans: RawSpan[] }
  /** End of input: held session-scope results stand as they are. */
  | { type: 'flush'; seq: number }
  | { type: 'finish'; seq: number };

export type FromWorker =
  /**
   * A trace's results, with the worker's unscored-turn counts after it and the turns it newly
   * sampled: a live summary reads them without asking the worker.
   */
  | { type: 'trace'; seq: number; turns: number; results: TurnResult[]; counts: { unmatched: number; followUps: number }; samples: UnscoredTurn[] }
  /** Held results, each with the seq of the trace it came from (the in-process order). */
  | { type: 'flush'; seq: number; results: TurnResult[]; order: number[] }
  /**
   * Counts, and the unscored samples with the seq of their trace: `direct` ones were sampled as
   * they came, `pending` ones (follow-ups of sessions never matched) at the end, as in-process.
   */
  | { type: 'finish'; seq: number; tally: UnscoredTally; directOrder: number[]; pendingOrder: number[] }
  | { type: 'error'; seq: number; message: string; stack: string | undefined };
