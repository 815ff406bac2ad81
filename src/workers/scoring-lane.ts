/**
 * One slice of the sessions scored to completion: what a scoring worker runs for each message,
 * and what the pool runs on the calling thread for its own slice (`score` keeps the reading
 * thread busy with a share of the sessions instead of leaving it to wait on the workers). For each
 * completed trace it does what ScoringCore does in-process — normalize, assemble turns, match,
 * score — and answers in the order the in-process core would produce the results.
 */
import type { LoadedCorpus } from '../corpus/load.js';
import type { TurnResult } from '../model/result.js';
import type { ConventionAdapter } from '../normalize/adapter.js';
import { toSpanRecord } from '../normalize/span-record.js';
import type { SpanRecord } from '../normalize/span-record.js';
import { assembleTurns } from '../sessionize/turn-assembler.js';
import type { OutcomeOptions } from '../score/outcome.js';
import type { SessionResults } from '../score/session-watch.js';
import { TurnScorer } from '../score/turn-scorer.js';
import { RequestSpans } from '../ingest/otlp-proto-heads.js';
import type { RawSpan } from '../model/raw-span.js';
import { PLACE_INTS } from './scoring-protocol.js';
import { resultsJson } from '../serve/result-parts.js';
import type { FromWorker, ToWorker, TraceDone, TraceJob } from './scoring-protocol.js';

/**
 * `seqOf` is cut back to the traces the scorer still holds once it passes this many entries, or
 * twice what the last cut kept: memory follows what is held, not the length of the input (a
 * map of every trace id is ~100 bytes a trace, 11 MB over the 1 GB bench file and growing).
 * `FORBEAR_LANE_SEQ_MIN` sets it: an internal knob, so a test can make small inputs cut it.
 */
const SEQ_MIN = 4_096;

function seqMin(): number {
  const v = Number(process.env.FORBEAR_LANE_SEQ_MIN);
  return Number.isInteger(v) && v > 0 ? v : SEQ_MIN;
}

export class ScoringLane {
  private readonly scorer: TurnScorer;
  /**
   * Trace id → the pool's seq for it, so what comes out at the end of input (held session results,
   * unscored samples) can be merged across lanes in the order one in-process scorer gives. Only
   * kept when there is an end of input (`hold`: `forbear score`); a live receiver never flushes.
   */
  private seqOf: Map<string, number> | undefined;
  private readonly seqMin = seqMin();
  private seqLimit = this.seqMin;
  private samplesSent = 0;
  /** Request bytes sent to this lane, by the pool's id: the spans of jobs are decoded from them. */
  private readonly bodies = new Map<number, RequestSpans>();

  constructor(
    corpus: LoadedCorpus,
    private readonly adapters: readonly ConventionAdapter[],
    private readonly sessionKeys: readonly string[],
    outcome: OutcomeOptions,
    sessionResults: SessionResults,
    /** Give each result as its JSON line instead (TraceDone.texts). */
    private readonly resultTexts = false,
  ) {
    this.scorer = new TurnScorer(corpus, outcome, sessionResults);
    this.seqOf = sessionResults === 'hold' ? new Map() : undefined;
  }

  handle(msg: ToWorker): FromWorker {
    switch (msg.type) {
      case 'traces': {
        for (const b of msg.bodies ?? []) this.bodies.set(b.id, new RequestSpans(b.bytes));
        const done = msg.jobs.map((j) => this.scoreTrace(j, msg.places));
        for (const id of msg.forget ?? []) this.bodies.delete(id);
        return { type: 'traces', seq: msg.seq, done };
      }
      case 'flush': {
        this.scorer.flushSessions();
        const results = this.scorer.drain();
        return { type: 'flush', seq: msg.seq, results, order: results.map((r) => this.orderOf(r.trace_id)) };
      }
      case 'finish': {
        const direct = this.scorer.preview().unmatchedSample.length;
        const tally = this.scorer.finish();
        const order = tally.unmatchedSample.map((t) => this.orderOf(t.trace_id));
        return { type: 'finish', seq: msg.seq, tally, directOrder: order.slice(0, direct), pendingOrder: order.slice(direct) };
      }
    }
  }

  scoreTrace(job: TraceJob, places?: Int32Array): TraceDone {
    this.seqOf?.set(job.traceId, job.seq);
    // Filled by push, so always a packed array: `map` over a cloned array gave packed and holey
    // ones by turns, and each kind reaching assembleTurns deoptimized it ('wrong map').
    const records: SpanRecord[] = [];
    for (const s of job.spans) records.push(toSpanRecord(typeof s === 'number' ? this.spanAt(places!, s) : s, this.adapters, this.sessionKeys));
    const results: TurnResult[] = [];
    let turns = 0;
    for (const turn of assembleTurns(job.traceId, records)) {
      turns++;
      const result = this.scorer.add(turn);
      if (result !== undefined) results.push(result);
      for (const settled of this.scorer.drain()) results.push(settled);
    }
    const samples = this.scorer.samplesFrom(this.samplesSent);
    this.samplesSent += samples.length;
    if (this.seqOf !== undefined && this.seqOf.size > this.seqLimit) this.cutSeqs(this.seqOf);
    const head = { seq: job.seq, turns, counts: this.scorer.counts(), samples };
    if (!this.resultTexts) return { ...head, results };
    const texts: string[] = [];
    for (const r of results) texts.push(JSON.stringify(r));
    const { tuples, verdicts } = resultsJson(results);
    return { ...head, texts, tuples, verdicts };
  }

  /** The span whose place is the `index`-th in `places`, decoded from its request's bytes. */
  private spanAt(places: Int32Array, index: number): RawSpan {
    const at = index * PLACE_INTS;
    const body = places[at]!;
    const spans = this.bodies.get(body);
    if (spans === undefined) throw new Error(`no request bytes ${body} for a span sent to this lane`);
    return spans.span({ rs: places[at + 1]!, rsEnd: places[at + 2]!, ss: places[at + 3]!, ssEnd: places[at + 4]!, span: places[at + 5]!, spanEnd: places[at + 6]! });
  }

  /** Keeps only the traces the scorer still holds: those are all `orderOf` will be asked about. */
  private cutSeqs(seqOf: Map<string, number>): void {
    const kept = new Map<string, number>();
    for (const id of this.scorer.heldTraceIds()) {
      const seq = seqOf.get(id);
      if (seq !== undefined) kept.set(id, seq);
    }
    this.seqOf = kept;
    this.seqLimit = Math.max(this.seqMin, 2 * kept.size);
  }

  private orderOf(traceId: string): number {
    return this.seqOf?.get(traceId) ?? Number.MAX_SAFE_INTEGER;
  }
}
