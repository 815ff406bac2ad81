import type { Case } from '../corpus/schema.js';
import type { TurnResult } from '../model/result.js';
import { byCase, byScenario, summarize } from '../report/aggregate.js';
import { RepeatTally } from '../report/repeats.js';
import type { ScoreReport } from '../report/score-report.js';
import { OutcomeTally } from '../report/tally.js';
import type { LinePlace } from './results-file.js';
import { toPageRecord } from './live/page-record.js';
import type { PageRecord } from './live/page-record.js';

/** What takes a counted result back out of the tally (`OutcomeTally.retract`). */
type Retract = Parameters<OutcomeTally['retract']>[0];

/**
 * A current result and where it sits. What takes it back out of the tallies is the live page's
 * slim record (its forbidden calls, hand-off, hallucinated calls, infrastructure flag), shared
 * with the page rather than copied (issue 19, serve40); once the page drops that record (past its
 * cap), only what the tally reads (`release`, serve41).
 */
interface Current {
  place: LinePlace;
  rec: PageRecord | undefined;
  /** Set once `rec` is released: the tally's part of it. */
  kept: Retract | undefined;
  infra: boolean;
}

/** The parts of `/v1/summary` computed from the tallies, and the results to stream after them. */
export type SummaryHead = Pick<ScoreReport, 'summary' | 'repeats' | 'scenarios' | 'cases'>;

/**
 * The figures `GET /v1/summary` reports, kept as results are written (and rebuilt once at start
 * from results.jsonl), so a call costs the corpus's size, not the results file's: the current
 * result of each turn (amendments replace what they amend) in the order a from-scratch read
 * gives, counted as `score` counts them (infrastructure failures outside the rates).
 */
export class LiveSummary {
  /** Trace/span id → the turn's current result, in from-scratch order (an amendment moves to the end). */
  private readonly current = new Map<string, Current>();
  private readonly tally = new OutcomeTally();
  private readonly repeats = new RepeatTally();
  /** The last head and places computed, valid until the next result: a dashboard polling a quiet receiver pays nothing. */
  private cached: { head?: SummaryHead; places?: LinePlace[] } = {};

  /**
   * Counts a result written at `place` (a first result, or an amendment of an earlier one); `rec`,
   * its live-page record, is kept as this result's state (built here when not given).
   */
  add(r: TurnResult, place: LinePlace, rec: PageRecord = toPageRecord(r)): PageRecord {
    this.cached = {};
    if (r.amends !== undefined) this.drop(`${r.amends.trace_id}/${r.amends.span_id}`);
    const key = rec.key;
    const before = this.current.get(key);
    if (before !== undefined && !before.infra) retract(this.tally, before);
    // The record's flag, not the result's: a slim result (a worker's tuple) has no reply, so a turn
    // that errored and still replied would read as an infrastructure failure and go uncounted.
    if (this.repeats.add(r, key, rec.infra)) this.tally.add(r);
    this.current.set(key, { place, rec, kept: undefined, infra: rec.infra });
    return rec;
  }

  /**
   * The live page no longer holds these records (past its cap, `PageIndex`'s `onEvict`): the
   * summary keeps only the tally's part of each, so a receiver holding more current results than the page
   * pays for what the summary reads, not for the page's record.
   */
  release(dropped: (rec: PageRecord) => boolean): void {
    for (const c of this.current.values()) if (c.rec !== undefined && dropped(c.rec)) keepRetract(c);
  }

  /** One record the page dropped, as `release`. */
  releaseOne(rec: PageRecord): void {
    const c = this.current.get(rec.key);
    if (c !== undefined && c.rec === rec) keepRetract(c);
  }

  /** How many turns have a current result (what the report's `results` will stream). */
  get size(): number {
    return this.current.size;
  }

  /** The tallied sections, computed now. */
  head(cases: Case[]): SummaryHead {
    this.cached.head ??= { summary: summarize(this.tally), repeats: this.repeats.summarize(cases), scenarios: byScenario(this.tally), cases: byCase(cases, this.tally) };
    return this.cached.head;
  }

  /** Where each current result sits in results.jsonl, in report order (a snapshot: later writes do not move it). */
  places(): readonly LinePlace[] {
    if (this.cached.places !== undefined) return this.cached.places;
    const out: LinePlace[] = [];
    for (const c of this.current.values()) out.push(c.place);
    this.cached.places = out;
    return out;
  }

  private drop(key: string): void {
    const before = this.current.get(key);
    if (before === undefined) return;
    this.current.delete(key);
    this.repeats.remove(key);
    if (!before.infra) retract(this.tally, before);
  }
}

/** Keeps only the tally's part of a current result's record. */
function keepRetract(c: Current): void {
  c.kept = retractOf(c.rec!);
  c.rec = undefined;
}

/** What the tally reads of a slim record (forbidden calls and hand-off kept there). */
function retractOf(rec: PageRecord): Retract {
  const s = rec.slim;
  return { kind: s.kind, scenario: s.scenario, case_id: s.case_id, outcome: s.outcome, passed: s.passed, matched_by: s.matched_by, tool_calls: s.tool_calls, ...(s.handoff !== undefined ? { handoff: s.handoff } : {}), hallucinated: s.hallucinated_calls.length };
}

/** Takes a counted result back out of the tally. */
function retract(tally: OutcomeTally, c: Current): void {
  tally.retract(c.kept ?? retractOf(c.rec!));
}
