import { summarize } from '../../report/aggregate.js';
import type { Summary } from '../../report/score-report.js';
import { rate, wilson } from '../../report/stats.js';
import { OutcomeTally } from '../../report/tally.js';
import type { PageRecord } from './page-record.js';
import { DIMENSIONS, matcher, valueOf, WINDOWS } from './page-query.js';
import type { Dimension, PageQuery } from './page-query.js';

/** The three numbers of one group of results, each with its count and 95 % Wilson interval. */
export interface ThreeNumbers {
  abstain_attempts: number;
  abstain_pass: number;
  abstain_pass_rate: number | null;
  abstain_pass_rate_ci: [number, number] | null;
  forced_action: number;
  forced_action_rate: number | null;
  forced_action_rate_ci: [number, number] | null;
  act_attempts: number;
  false_ask: number;
  false_ask_rate: number | null;
  false_ask_rate_ci: [number, number] | null;
  /** Infrastructure failures: in no denominator, counted here. */
  infra_failures: number;
}

export interface TrendBucket extends ThreeNumbers {
  start: string;
}

export interface SplitRow extends ThreeNumbers {
  value: string;
}

/** `GET /v1/live/numbers`: the summary of the window (filtered), its trend, and splits. */
export interface LiveNumbers {
  generated_at: string;
  window: { name: PageQuery['window']; from: string | null; to: string; bucket_ms: number };
  filter: PageQuery['filter'];
  /** Results in the window after the filter (infrastructure failures included). */
  results: number;
  /** The report's summary section, computed by the report's own code over these results. */
  summary: Summary;
  numbers: ThreeNumbers;
  trend: TrendBucket[];
  /** Per dimension, the filtered results grouped by their value, most attempts first. */
  splits: Record<Dimension, SplitRow[]>;
  /** Every value seen in the window before filtering, per dimension: what the page offers to filter by. */
  values: Record<Dimension, string[]>;
  /** Per case in the filtered window: attempts, passes and whether it flips (the drill-down's index). */
  cases: { case_id: string; kind: string; scenario: string; attempts: number; passes: number; status: 'pass' | 'fail' | 'flaky' }[];
}

/** A running tally plus the infrastructure failures it leaves out. */
class Group {
  readonly tally = new OutcomeTally();
  infra = 0;
  add(rec: PageRecord): void {
    if (rec.infra) this.infra++;
    else this.tally.add(rec.slim);
  }
  numbers(): ThreeNumbers {
    return threeNumbers(summarize(this.tally), this.infra);
  }
}

const ci = (x: number, n: number): [number, number] | null => {
  if (n === 0) return null;
  const { low, high } = wilson(x, n);
  return [low, high];
};

/** The page's three figures from a report summary (null rates where there were no attempts). */
export function threeNumbers(s: Summary, infra: number): ThreeNumbers {
  const ab = s.abstain;
  const act = s.act;
  return {
    abstain_attempts: ab.attempts, abstain_pass: ab.pass,
    abstain_pass_rate: ab.attempts ? rate(ab.pass, ab.attempts) : null, abstain_pass_rate_ci: ci(ab.pass, ab.attempts),
    forced_action: ab.forced_action,
    forced_action_rate: ab.attempts ? rate(ab.forced_action, ab.attempts) : null, forced_action_rate_ci: ci(ab.forced_action, ab.attempts),
    act_attempts: act.attempts, false_ask: act.false_ask,
    false_ask_rate: act.attempts ? rate(act.false_ask, act.attempts) : null, false_ask_rate_ci: ci(act.false_ask, act.attempts),
    infra_failures: infra,
  };
}

/** How many buckets the whole-history window is cut into. */
const ALL_BUCKETS = 30;

/**
 * The numbers for one query over the current records, in one pass: the report's tally and
 * summary (the same code `score` and `/v1/summary` run), per trend bucket and per split value.
 */
export function liveNumbers(records: Iterable<PageRecord>, q: PageQuery, nowMs: number): LiveNumbers {
  const inWindow = matcher({ window: q.window, filter: {} }, nowMs);
  const kept = matcher(q, nowMs);
  const dims = Object.keys(DIMENSIONS) as Dimension[];
  const values = Object.fromEntries(dims.map((d) => [d, new Set<string>()])) as Record<Dimension, Set<string>>;
  const chosen: PageRecord[] = [];
  for (const rec of records) {
    if (!inWindow(rec)) continue;
    for (const d of dims) values[d].add(valueOf(rec, d));
    if (kept(rec)) chosen.push(rec);
  }
  const w = WINDOWS[q.window];
  let from = nowMs - w.ms;
  let bucketMs: number = w.bucketMs;
  if (!Number.isFinite(from)) {
    // The whole history: from the oldest result, cut into ALL_BUCKETS whole minutes.
    const oldest = chosen.reduce((m, r) => Math.min(m, r.at), nowMs);
    bucketMs = Math.max(60_000, Math.ceil((nowMs - oldest + 1) / ALL_BUCKETS / 60_000) * 60_000);
    from = nowMs - bucketMs * ALL_BUCKETS;
  }
  const bucketCount = Math.ceil((nowMs - from) / bucketMs);
  const buckets = Array.from({ length: bucketCount }, () => new Group());
  const total = new Group();
  const splits = Object.fromEntries(dims.map((d) => [d, new Map<string, Group>()])) as Record<Dimension, Map<string, Group>>;
  const cases = new Map<string, LiveNumbers['cases'][number]>();
  for (const rec of chosen) {
    total.add(rec);
    // A turn stamped after now (a sender's clock ahead) goes in the last bucket.
    const b = Math.min(bucketCount - 1, Math.max(0, Math.floor((rec.at - from) / bucketMs)));
    buckets[b]!.add(rec);
    for (const d of dims) {
      const v = valueOf(rec, d);
      let g = splits[d].get(v);
      if (g === undefined) splits[d].set(v, (g = new Group()));
      g.add(rec);
    }
    if (rec.infra) continue;
    const c = cases.get(rec.slim.case_id) ?? { case_id: rec.slim.case_id, kind: rec.slim.kind, scenario: rec.slim.scenario, attempts: 0, passes: 0, status: 'pass' as const };
    c.attempts++;
    if (rec.slim.passed) c.passes++;
    c.status = c.passes === c.attempts ? 'pass' : c.passes === 0 ? 'fail' : 'flaky';
    cases.set(c.case_id, c);
  }
  const summary = summarize(total.tally);
  const attemptsOf = (r: SplitRow): number => r.abstain_attempts + r.act_attempts;
  return {
    generated_at: new Date(nowMs).toISOString(),
    window: { name: q.window, from: Number.isFinite(nowMs - w.ms) ? new Date(from).toISOString() : null, to: new Date(nowMs).toISOString(), bucket_ms: bucketMs },
    filter: q.filter,
    results: chosen.length,
    summary,
    numbers: threeNumbers(summary, total.infra),
    trend: buckets.map((g, i) => ({ start: new Date(from + i * bucketMs).toISOString(), ...g.numbers() })),
    splits: Object.fromEntries(dims.map((d) => [d, [...splits[d]].map(([value, g]) => ({ value, ...g.numbers() })).sort((a, b) => attemptsOf(b) - attemptsOf(a) || a.value.localeCompare(b.value))])) as Record<Dimension, SplitRow[]>,
    values: Object.fromEntries(dims.map((d) => [d, [...values[d]].sort()])) as Record<Dimension, string[]>,
    cases: [...cases.values()].sort((a, b) => a.case_id.localeCompare(b.case_id)),
  };
}
