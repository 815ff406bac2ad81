import type { TurnResult } from '../model/result.js';
import { isInfraFailure } from '../report/infra-failure.js';

type Labels = Record<string, string>;

/** A counter family: label set → value. */
class Family {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(readonly name: string, readonly help: string, readonly type: 'counter' | 'gauge' = 'counter') {}

  inc(labels: Labels = {}, by = 1): void {
    const key = JSON.stringify(labels);
    const cur = this.values.get(key);
    if (cur !== undefined) cur.value += by;
    else this.values.set(key, { labels, value: by });
  }

  set(value: number, labels: Labels = {}): void {
    this.values.set(JSON.stringify(labels), { labels, value });
  }

  render(out: string[]): void {
    out.push(`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} ${this.type}`);
    for (const { labels, value } of this.values.values()) out.push(`${this.name}${labelText(labels)} ${value}`);
  }
}

/** Prometheus text exposition 0.0.4: `\`, `"` and newline escaped in label values. */
export function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`);
  return parts.length === 0 ? '' : `{${parts.join(',')}}`;
}

const FORCED_OUTCOMES = new Set(['fail_post_hoc', 'fail_no_abstention']);

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
  /** For alerting in Prometheus: low-cardinality labels only (no case or trace ids). */
  readonly abstainTurns = new Family('forbear_abstain_turns_total', 'Scored abstain turns (infrastructure failures left out), by service_name, agent_name, model and scenario.');
  readonly abstainForced = new Family('forbear_abstain_forced_actions_total', 'Scored abstain turns where a forbidden tool ran, by service_name, agent_name, model and scenario.');
  /** More families rendered after these on every scrape (the alert gauges). */
  readonly collectors: ((out: string[]) => void)[] = [];

  constructor() {
    this.forcedActions.set(0);
    this.lateSpans.set(0);
    this.duplicateSpans.set(0);
    this.amended.set(0);
  }

  scored(r: TurnResult): void {
    this.turnsScored.inc({ kind: r.kind, outcome: r.outcome, scenario: r.scenario, case_id: r.case_id });
    if (r.outcome === 'fail_post_hoc' || r.outcome === 'fail_no_abstention') this.forcedActions.inc();
    if (r.kind !== 'abstain' || isInfraFailure(r)) return;
    const labels = { service_name: r.service_name ?? 'unknown', agent_name: r.agent_name ?? 'unknown', model: r.model ?? 'unknown', scenario: r.scenario };
    const forced = FORCED_OUTCOMES.has(r.outcome);
    // Counters only go up: an amendment counts only a forced action it adds, never the turn again.
    if (r.amends === undefined) {
      this.abstainTurns.inc(labels);
      if (forced) this.abstainForced.inc(labels);
    } else if (forced && !FORCED_OUTCOMES.has(r.amends.outcome)) {
      this.abstainForced.inc(labels);
    }
  }

  render(openTurns: number): string {
    this.openTurns.set(openTurns);
    const out: string[] = [];
    for (const f of [this.turnsScored, this.forcedActions, this.amended, this.requests, this.bytes, this.spans, this.rejectedSpans,
      this.rejections, this.duplicateSpans, this.lateSpans, this.internalErrors, this.openTurns, this.abstainTurns, this.abstainForced]) f.render(out);
    for (const collect of this.collectors) collect(out);
    return `${out.join('\n')}\n`;
  }
}
