/**
 * The messages between a scoring pool and its workers. Everything here is plain data: it
 * crosses threads by structured clone, but request bytes (`BodyShare`), which are shared memory.
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
  /** Each result as its JSON line instead of an object (`TraceDone.texts`): a receiver writes them as they are. */
  resultTexts?: boolean;
}

/**
 * One completed trace: its seq (completion order over all workers), id and spans: each decoded, or
 * (a receiver's protobuf requests) a number, the index of its place in the message's `places`.
 */
export interface TraceJob {
  seq: number;
  traceId: string;
  spans: (RawSpan | number)[];
}

/** Ints a span's place takes in `places`: its request's id, then SpanPlace's six offsets in order. */
export const PLACE_INTS = 7;

/**
 * A request's bytes for a worker to keep, under the pool's id, until it is told to forget them:
 * over a SharedArrayBuffer, so every worker reads the one copy.
 */
export interface BodyShare {
  id: number;
  bytes: Uint8Array;
}

/**
 * What one trace gave: its turns, results, and the worker's unscored-turn counts after it. The
 * results come one way only: as objects, or (`WorkerInit.resultTexts`) as their JSON lines.
 */
export type TraceDone = {
  seq: number;
  turns: number;
  counts: { unmatched: number; followUps: number };
  /** The turns it newly sampled: a live summary reads them without asking the worker. */
  samples: UnscoredTurn[];
} & (
  | { results: TurnResult[]; texts?: undefined }
  /**
   * `JSON.stringify` of each result, when asked: done here so the receiver's event loop does not
   * (issue 19: ~14 µs a result there), which writes them as they are and reads its consumers'
   * values from `tuples` once they are durable, parsing a line only when a result is wanted whole
   * (a restart reads the lines). Sending the objects as well cost the worker a second copy of
   * every result in each message (serve20).
   */
  | {
    texts: string[];
    /**
     * The JSON of each line's `ResultTuple`, in a keyless array: what the receiver's consumers read,
     * parsed instead of the lines (issue 19, serve41).
     */
    tuples: string;
    /**
     * The JSON of the results' verdicts as the span store keeps them (`ScoredRecord`), written in
     * the same pass as `tuples`: the store's commit stores it as it is (issue 19, serve44).
     */
    verdicts: string;
    results?: undefined;
  }
);

export type ToWorker =
  /**
   * Completed traces to assemble, match and score, in order. Batched: one message per trace cost
   * more in wake-ups and per-message copying than the spans themselves (docs/benchmarks.md).
   */
  | {
    type: 'traces';
    seq: number;
    jobs: TraceJob[];
    /** Request bytes the jobs (these or later ones) read spans from, kept from now on. */
    bodies?: BodyShare[];
    /** The places of the jobs' spans given by index (PLACE_INTS ints each). */
    places?: Int32Array;
    /** Request bytes no later job reads: forgotten once these jobs are done. */
    forget?: number[];
  }
  /** End of input: held session-scope results stand as they are. */
  | { type: 'flush'; seq: number }
  | { type: 'finish'; seq: number };

export type FromWorker =
  /** A batch's traces done, in the order they came. */
  | { type: 'traces'; seq: number; done: TraceDone[] }
  /** Held results, each with the seq of the trace it came from (the in-process order). */
  | { type: 'flush'; seq: number; results: TurnResult[]; order: number[] }
  /**
   * Counts, and the unscored samples with the seq of their trace: `direct` ones were sampled as
   * they came, `pending` ones (follow-ups of sessions never matched) at the end, as in-process.
   */
  | { type: 'finish'; seq: number; tally: UnscoredTally; directOrder: number[]; pendingOrder: number[] }
  | { type: 'error'; seq: number; message: string; stack: string | undefined };
