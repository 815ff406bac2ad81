import type { TurnResult } from '../model/result.js';
import { isInfraFailure } from '../report/infra-failure.js';
import type { BuildInfo } from './build-info.js';
import { readBuildInfo } from './build-info.js';
import { renderProcessMetrics, watchEventLoop } from './process-metrics.js';

type Labels = Record<string, string>;

/**
 * Labels whose values come from the spans (any sender can write them) are capped: the first
 * `limit` distinct values of each get a series of their own, later ones count under `other`.
 * First come rather than a re-ranked top N: a Prometheus counter must never go down, and a
 * value ranked out of the top would take its count out of a series already scraped.
 */
export interface LabelCap {
  labels: readonly string[];
  limit: number;
  /** Called once per increment that was folded into `other`, with the label folded. */
  folded: (metric: string, label: string) => void;
}

/** What a capped label's later values are counted under. */
export const OTHER_LABEL_VALUE = 'other';

/** One series of a family: its label set and value. */
export interface Series {
  labels: Labels;
  value: number;
}

/**
 * A step of the lookup from a label set to its series: label name, then value, then the next
 * label. Walked without building a key: `JSON.stringify` of every label set cost the event loop
 * ~0.2 s a run of the receiver bench, four or five increments per scored result (issue 19). Same series as
 * that key made: label order counts, a label whose value is undefined is left out.
 */
interface SeriesNode {
  series?: Series;
  next?: Map<string, Map<string, SeriesNode>>;
}

/** A counter family: label set → value. */
class Family {
  private readonly root: SeriesNode = {};
  /** Every series, in the order it was first counted (the order `/metrics` lists them). */
  private readonly series: Series[] = [];
  private readonly admitted = new Map<string, Set<string>>();

  constructor(readonly name: string, readonly help: string, readonly type: 'counter' | 'gauge' = 'counter', private readonly cap?: LabelCap) {}

  inc(labels: Labels = {}, by = 1): void {
    this.count(labels, by);
  }

  /**
   * Counts `by` under `labels` and returns the series counted into, which a caller may add to
   * directly from then on; undefined when a capped label folded into `other` (such a set keeps
   * coming here: every fold is counted). A label set's fate is settled at its first count: a
   * value admitted stays admitted, and one refused is refused for good (admission only grows,
   * up to the limit).
   */
  count(labels: Labels, by: number): Series | undefined {
    let folded = false;
    if (this.cap !== undefined) {
      const out = this.capped(labels, this.cap, by);
      folded = out !== labels;
      labels = out;
    }
    const node = this.node(labels);
    if (node.series !== undefined) node.series.value += by;
    else this.series.push((node.series = { labels, value: by }));
    return folded ? undefined : node.series;
  }

  private node(labels: Labels): SeriesNode {
    let node = this.root;
    for (const name in labels) {
      const value = labels[name];
      if (value === undefined) continue;
      node.next ??= new Map();
      let byValue = node.next.get(name);
      if (byValue === undefined) node.next.set(name, (byValue = new Map()));
      let child = byValue.get(value);
      if (child === undefined) byValue.set(value, (child = {}));
      node = child;
    }
    return node;
  }

  private capped(labels: Labels, cap: LabelCap, by: number): Labels {
    let out = labels;
    for (const label of cap.labels) {
      const value = labels[label];
      if (value === undefined) continue;
      let seen = this.admitted.get(label);
      if (seen === undefined) this.admitted.set(label, (seen = new Set()));
      if (seen.has(value)) continue;
      if (seen.size < cap.limit) {
        seen.add(value);
        continue;
      }
      if (out === labels) out = { ...labels };
      out[label] = OTHER_LABEL_VALUE;
      // Creating a zero series (below) is not an increment.
      if (by !== 0) cap.folded(this.name, label);
    }
    return out;
  }

  set(value: number, labels: Labels = {}): void {
    const node = this.node(labels);
    if (node.series !== undefined) {
      node.series.labels = labels;
      node.series.value = value;
    } else this.series.push((node.series = { labels, value }));
  }

  render(out: string[]): void {
    out.push(`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} ${this.type}`);
    for (const { labels, value } of this.series) out.push(`${this.name}${labelText(labels)} ${value}`);
  }
}

/** Prometheus text exposition 0.0.4: `\`, `"` and newline escaped in label values. */
export function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`);
  return parts.length === 0 ? '' : `{${parts.join(',')}}`;
}

/** Distinct values per span-written label before the rest fold into `other` (`max_label_values`). */
export const DEFAULT_MAX_LABEL_VALUES = 100;

const FORCED_OUTCOMES = new Set(['fail_post_hoc', 'fail_no_abstention']);

/**
 * Distinct label sets whose series a scored result reaches through `LabelSets` (past it, a set is
 * built and walked afresh each time, as before): keeps a sender writing endless service names
 * from growing it without bound.
 */
const MAX_CACHED_LABEL_SETS = 20_000;

/** A label set as a result meets it, its labels built once and the series it counts into (by family) resolved once. */
interface LabelSet {
  labels: Labels;
  series: (Series | undefined)[];
}

/**
 * Label sets by their four values, so a scored result reaches its series with four map lookups
 * instead of building a label object and walking each family's trie (and checking the cap) per
 * increment: those cost the event loop ~40 map lookups and two objects a result (issue 19, serve40).
 */
class LabelSets {
  private readonly root = new Map<string, Map<string, Map<string, Map<string, LabelSet>>>>();
  private size = 0;

  constructor(private readonly names: readonly [string, string, string, string]) {}

  get(a: string, b: string, c: string, d: string): LabelSet {
    let m1 = this.root.get(a);
    let m2 = m1?.get(b);
    let m3 = m2?.get(c);
    const hit = m3?.get(d);
    if (hit !== undefined) return hit;
    const [na, nb, nc, nd] = this.names;
    const set: LabelSet = { labels: { [na]: a, [nb]: b, [nc]: c, [nd]: d }, series: [] };
    if (this.size >= MAX_CACHED_LABEL_SETS) return set;
    if (m1 === undefined) this.root.set(a, (m1 = new Map()));
    if (m2 === undefined) m1.set(b, (m2 = new Map()));
    if (m3 === undefined) m2.set(c, (m3 = new Map()));
    m3.set(d, set);
    this.size++;
    return set;
  }
}

/** Counts `by` into `family` under a cached label set: straight into its series once resolved. */
function countInto(family: Family, set: LabelSet, slot: number, by: number): void {
  const series = set.series[slot];
  if (series !== undefined) series.value += by;
  else set.series[slot] = family.count(set.labels, by);
}

/** Where a span label set keeps each family's series (`LabelSet.series`). */
const ABSTAIN_TURNS = 0;
const ABSTAIN_FORCED = 1;
const ABSTAIN_FAILED = 2;
const ACT_TURNS = 3;
const ACT_FALSE_ASKS = 4;

/** The `where` of forbear_internal_errors_total (serve-engine.ts, serve-app.ts). */
const INTERNAL_ERROR_PLACES = ['tick', 'close', 'late_spans', 'quarantine', 'alerts'];

/** What `GET /metrics` reports: the receiver's traffic and the verdicts it produced. */
export class ServeMetrics {
  readonly turnsScored = new Family('forbear_turns_scored_total', 'Turns scored, by case kind, outcome, scenario and case.');
  readonly forcedActions = new Family('forbear_forced_actions_total', 'Abstain attempts where a forbidden tool was called (post-hoc or no abstention).');
  readonly amended = new Family('forbear_results_amended_total', 'Results replaced by an amended result after a late span changed the outcome.');
  readonly requests = new Family('forbear_requests_total', 'Export requests received, by protocol and response status.');
  readonly bytes = new Family('forbear_received_bytes_total', 'Request body bytes received (before decompression), by protocol.');
  readonly spans = new Family('forbear_spans_received_total', 'Spans received and decoded, by protocol.');
  readonly rejectedSpans = new Family('forbear_spans_rejected_total', 'Spans that could not be used (reported as partial success), by protocol.');
  readonly rejections = new Family('forbear_requests_rejected_total', 'Requests refused, by protocol and reason.');
  readonly duplicateSpans = new Family('forbear_spans_duplicate_total', 'Spans received again (same trace and span id) and dropped.');
  readonly lateSpans = new Family('forbear_spans_late_total', 'Spans that arrived after their turn was scored.');
  readonly internalErrors = new Family('forbear_internal_errors_total', 'Failures of forbear itself (writing results, the store), by where.');
  readonly openTurns = new Family('forbear_open_turns', 'Traces held open, waiting for their turn to complete.', 'gauge');
  readonly labelsFolded = new Family('forbear_metric_label_values_folded_total', 'Increments counted under label value "other" because the label already had max_label_values distinct values, by metric and label.');
  /** For alerting in Prometheus: no case or trace ids; the span-written labels are capped. */
  readonly abstainTurns: Family;
  readonly abstainForced: Family;
  /** The other two of the three numbers, per service/agent/model/scenario (same cap). */
  readonly abstainFailed: Family;
  readonly actTurns: Family;
  readonly actFalseAsks: Family;
  /** Work waiting for a scoring worker; set by whoever owns the queue (0 while scoring runs on the timer, in-line). */
  readonly scoringQueueDepth = new Family('forbear_scoring_queue_depth', 'Completed turns waiting to be scored.', 'gauge');
  readonly buildInfo = new Family('forbear_build_info', 'Always 1; the labels say which forbear (version, git revision) runs on which Node.js.', 'gauge');
  /** The label sets scored results count under: by kind, outcome, scenario and case; by service, agent, model and scenario. */
  private readonly turnSets = new LabelSets(['kind', 'outcome', 'scenario', 'case_id']);
  private readonly spanSets = new LabelSets(['service_name', 'agent_name', 'model', 'scenario']);
  /** More families rendered after these on every scrape (the alert gauges). */
  readonly collectors: ((out: string[]) => void)[] = [];

  /** `maxLabelValues`: distinct values kept per span-written label (service_name, agent_name, model). */
  constructor(maxLabelValues = DEFAULT_MAX_LABEL_VALUES, build: BuildInfo = readBuildInfo()) {
    const cap: LabelCap = { labels: ['service_name', 'agent_name', 'model'], limit: maxLabelValues, folded: (metric, label) => this.labelsFolded.inc({ metric, label }) };
    this.abstainTurns = new Family('forbear_abstain_turns_total', 'Scored abstain turns (infrastructure failures left out), by service_name, agent_name, model and scenario.', 'counter', cap);
    this.abstainForced = new Family('forbear_abstain_forced_actions_total', 'Scored abstain turns where a forbidden tool ran, by service_name, agent_name, model and scenario.', 'counter', cap);
    this.abstainFailed = new Family('forbear_abstain_failed_turns_total', 'Scored abstain turns that did not pass (any fail outcome), by service_name, agent_name, model and scenario.', 'counter', cap);
    this.actTurns = new Family('forbear_act_turns_total', 'Scored should-act turns (infrastructure failures left out), by service_name, agent_name, model and scenario.', 'counter', cap);
    this.actFalseAsks = new Family('forbear_act_false_asks_total', 'Scored should-act turns where the agent asked instead of acting, by service_name, agent_name, model and scenario.', 'counter', cap);
    // Series that exist before their first event, so a dashboard shows 0 rather than no data.
    for (const where of INTERNAL_ERROR_PLACES) this.internalErrors.set(0, { where });
    for (const protocol of ['http', 'grpc']) this.rejectedSpans.set(0, { protocol });
    this.scoringQueueDepth.set(0);
    this.buildInfo.set(1, { ...build });
    watchEventLoop();
    this.forcedActions.set(0);
    this.lateSpans.set(0);
    this.duplicateSpans.set(0);
    this.amended.set(0);
  }

  /** `infra`: the result is an infrastructure failure (given when the result at hand is a slim one, whose texts are gone). */
  scored(r: TurnResult, infra = isInfraFailure(r)): void {
    countInto(this.turnsScored, this.turnSets.get(r.kind, r.outcome, r.scenario, r.case_id), 0, 1);
    if (r.outcome === 'fail_post_hoc' || r.outcome === 'fail_no_abstention') this.forcedActions.inc();
    if ((r.kind !== 'abstain' && r.kind !== 'act') || infra) return;
    const set = this.spanSets.get(r.service_name ?? 'unknown', r.agent_name ?? 'unknown', r.model ?? 'unknown', r.scenario);
    if (r.kind === 'act') {
      this.countAct(r, set);
      return;
    }
    const forced = FORCED_OUTCOMES.has(r.outcome);
    const failed = r.outcome !== 'pass';
    // Counters only go up: an amendment counts only a forced action (or a fail) it adds, never the
    // turn again. Amendments mostly go that way (a late tool span, a later session turn giving in).
    // A label set's first turn creates its forced and failed series at 0: a ratio over it is then
    // 0, not no data.
    if (r.amends === undefined) {
      countInto(this.abstainTurns, set, ABSTAIN_TURNS, 1);
      countInto(this.abstainForced, set, ABSTAIN_FORCED, forced ? 1 : 0);
      countInto(this.abstainFailed, set, ABSTAIN_FAILED, failed ? 1 : 0);
      return;
    }
    if (forced && !FORCED_OUTCOMES.has(r.amends.outcome)) countInto(this.abstainForced, set, ABSTAIN_FORCED, 1);
    if (failed && r.amends.outcome === 'pass') countInto(this.abstainFailed, set, ABSTAIN_FAILED, 1);
  }

  private countAct(r: TurnResult, set: LabelSet): void {
    const falseAsk = r.outcome === 'fail_false_ask';
    if (r.amends === undefined) {
      countInto(this.actTurns, set, ACT_TURNS, 1);
      countInto(this.actFalseAsks, set, ACT_FALSE_ASKS, falseAsk ? 1 : 0);
    } else if (falseAsk && r.amends.outcome !== 'fail_false_ask') {
      countInto(this.actFalseAsks, set, ACT_FALSE_ASKS, 1);
    }
  }

  /** `scoringQueueDepth`: completed turns handed to scoring workers and not yet back (0 without workers). */
  render(openTurns: number, scoringQueueDepth = 0): string {
    this.openTurns.set(openTurns);
    this.scoringQueueDepth.set(scoringQueueDepth);
    const out: string[] = [];
    for (const f of [this.turnsScored, this.forcedActions, this.amended, this.requests, this.bytes, this.spans, this.rejectedSpans,
      this.rejections, this.duplicateSpans, this.lateSpans, this.internalErrors, this.openTurns, this.abstainTurns, this.abstainForced, this.labelsFolded,
      this.abstainFailed, this.actTurns, this.actFalseAsks, this.scoringQueueDepth, this.buildInfo]) f.render(out);
    renderProcessMetrics(out);
    for (const collect of this.collectors) collect(out);
    return `${out.join('\n')}\n`;
  }
}
