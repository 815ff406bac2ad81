import type { Case } from '../corpus/schema.js';
import type { TurnResult } from '../model/result.js';
import { byCase, byScenario, summarize } from '../report/aggregate.js';
import { RepeatTally } from '../report/repeats.js';
import type { ScoreReport } from '../report/score-report.js';
import { OutcomeTally } from '../report/tally.js';
import { isInfraFailure } from '../report/infra-failure.js';
import type { LinePlace } from './results-file.js';

/** What a current result needs kept to be taken back out of the tallies, and where it sits. */
interface Current {
  place: LinePlace;
  kind: TurnResult['kind'];
  scenario: string;
  case_id: string;
  outcome: string;
  passed: boolean;
  matched_by: string;
  hallucinated: number;
  infra: boolean;
  /** The forbidden calls and the hand-off: what the forced-action split and hand-off passes count. */
  tool_calls: TurnResult['tool_calls'];
  handoff?: TurnResult['handoff'];
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

  /** Counts a result written at `place` (a first result, or an amendment of an earlier one). */
  add(r: TurnResult, place: LinePlace): void {
    this.cached = {};
    if (r.amends !== undefined) this.drop(`${r.amends.trace_id}/${r.amends.span_id}`);
    const key = `${r.trace_id}/${r.span_id}`;
    const before = this.current.get(key);
    if (before !== undefined && !before.infra) this.tally.retract(before);
    if (this.repeats.add(r, key)) this.tally.add(r);
    this.current.set(key, {
      place, kind: r.kind, scenario: r.scenario, case_id: r.case_id, outcome: r.outcome, passed: r.passed,
      matched_by: r.matched_by, hallucinated: r.hallucinated_calls.length, infra: isInfraFailure(r),
      tool_calls: r.tool_calls.filter((c) => c.forbidden), ...(r.handoff !== undefined ? { handoff: r.handoff } : {}),
    });
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
    if (!before.infra) this.tally.retract(before);
  }
}
