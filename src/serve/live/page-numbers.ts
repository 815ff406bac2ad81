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

/**
 * The counts behind the three numbers, for one trend bucket or split value: what `summarize`
 * reads from the report's tally (pass; forced = post-hoc + no abstention; false ask), kept as six
 * counters because a page of 24 buckets and four splits adds every result six times. The
 * headline summary is the report's own (`OutcomeTally` + `summarize`), and a test holds every
 * split row equal to it computed over that row's results.
 */
class Counts {
  abstain = 0;
  pass = 0;
  forced = 0;
  act = 0;
  falseAsk = 0;
  infra = 0;

  add(rec: PageRecord): void {
    if (rec.infra) {
      this.infra++;
      return;
    }
    const o = rec.slim.outcome;
    if (rec.slim.kind === 'abstain') {
      this.abstain++;
      if (o === 'pass') this.pass++;
      else if (o === 'fail_post_hoc' || o === 'fail_no_abstention') this.forced++;
    } else if (rec.slim.kind === 'act') {
      this.act++;
      if (o === 'fail_false_ask') this.falseAsk++;
    }
  }

  numbers(): ThreeNumbers {
    return counted(this.abstain, this.pass, this.forced, this.act, this.falseAsk, this.infra);
  }
}

const ci = (x: number, n: number): [number, number] | null => {
  if (n === 0) return null;
  const { low, high } = wilson(x, n);
  return [low, high];
};

function counted(abstain: number, pass: number, forced: number, act: number, falseAsk: number, infra: number): ThreeNumbers {
  return {
    abstain_attempts: abstain, abstain_pass: pass,
    abstain_pass_rate: abstain ? rate(pass, abstain) : null, abstain_pass_rate_ci: ci(pass, abstain),
    forced_action: forced,
    forced_action_rate: abstain ? rate(forced, abstain) : null, forced_action_rate_ci: ci(forced, abstain),
    act_attempts: act, false_ask: falseAsk,
    false_ask_rate: act ? rate(falseAsk, act) : null, false_ask_rate_ci: ci(falseAsk, act),
    infra_failures: infra,
  };
}

/** The page's three figures from a report summary (null rates where there were no attempts). */
export function threeNumbers(s: Summary, infra: number): ThreeNumbers {
  return counted(s.abstain.attempts, s.abstain.pass, s.abstain.forced_action, s.act.attempts, s.act.false_ask, infra);
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
  const buckets = Array.from({ length: bucketCount }, () => new Counts());
  const tally = new OutcomeTally();
  let infra = 0;
  const splits = Object.fromEntries(dims.map((d) => [d, new Map<string, Counts>()])) as Record<Dimension, Map<string, Counts>>;
  const cases = new Map<string, LiveNumbers['cases'][number]>();
  for (const rec of chosen) {
    if (rec.infra) infra++;
    else tally.add(rec.slim);
    // A turn stamped after now (a sender's clock ahead) goes in the last bucket.
    const b = Math.min(bucketCount - 1, Math.max(0, Math.floor((rec.at - from) / bucketMs)));
    buckets[b]!.add(rec);
    for (const d of dims) {
      const v = valueOf(rec, d);
      let g = splits[d].get(v);
      if (g === undefined) splits[d].set(v, (g = new Counts()));
      g.add(rec);
    }
    if (rec.infra) continue;
    const c = cases.get(rec.slim.case_id) ?? { case_id: rec.slim.case_id, kind: rec.slim.kind, scenario: rec.slim.scenario, attempts: 0, passes: 0, status: 'pass' as const };
    c.attempts++;
    if (rec.slim.passed) c.passes++;
    c.status = c.passes === c.attempts ? 'pass' : c.passes === 0 ? 'fail' : 'flaky';
    cases.set(c.case_id, c);
  }
  const summary = summarize(tally);
  const attemptsOf = (r: SplitRow): number => r.abstain_attempts + r.act_attempts;
  return {
    generated_at: new Date(nowMs).toISOString(),
    window: { name: q.window, from: Number.isFinite(nowMs - w.ms) ? new Date(from).toISOString() : null, to: new Date(nowMs).toISOString(), bucket_ms: bucketMs },
    filter: q.filter,
    results: chosen.length,
    summary,
    numbers: threeNumbers(summary, infra),
    trend: buckets.map((g, i) => ({ start: new Date(from + i * bucketMs).toISOString(), ...g.numbers() })),
    splits: Object.fromEntries(dims.map((d) => [d, [...splits[d]].map(([value, g]) => ({ value, ...g.numbers() })).sort((a, b) => attemptsOf(b) - attemptsOf(a) || a.value.localeCompare(b.value))])) as Record<Dimension, SplitRow[]>,
    values: Object.fromEntries(dims.map((d) => [d, [...values[d]].sort()])) as Record<Dimension, string[]>,
    cases: [...cases.values()].sort((a, b) => a.case_id.localeCompare(b.case_id)),
  };
}
