/**
 * Alert engine throughput: results observed per second with three rules (a grouped rate rule, a
 * grouped spike rule over 15m vs 6h time windows, an any_forced rule), the clock advanced before
 * each result as replay does. Beside it, a floor measured in the same process on the same results:
 * the same loop computing each result's group key and pushing it into a per-group array.
 *
 *   npm run build && node dist/bench/alert-engine.js [--results 200000] [--rounds 3] [--cases 200] [--per-case]
 *
 * `--per-case` adds a fourth rule grouped by case over a 15m window: with `--cases 5000` the engine
 * holds thousands of groups, each with its own deadlines (how moving the clock scales with groups).
 *
 * Prints a table and one JSON line. Exits 1 if the engine's event count differs between rounds
 * (a run that cannot be trusted).
 */
import { AlertEngine } from '../src/alerts/alert-engine.js';
import { GROUP_DIMENSIONS } from '../src/alerts/alert-types.js';
import { parseAlertRules } from '../src/alerts/rules-file.js';
import type { TurnResult } from '../src/model/result.js';
import { die, parseArgs } from './common.js';
import { Prng } from './gen/prng.js';

const args = parseArgs(process.argv.slice(2), ['per-case']);
const n = Number(args.flags.get('results') ?? 200_000);
const rounds = Number(args.flags.get('rounds') ?? 3);
if (!Number.isInteger(n) || n < 1) die('--results: expected a positive integer');
const caseCount = Number(args.flags.get('cases') ?? 200);
const perCase = args.flags.has('per-case');
if (!Number.isInteger(rounds) || rounds < 1) die('--rounds: expected a positive integer');
if (!Number.isInteger(caseCount) || caseCount < 1) die('--cases: expected a positive integer');

const RULES = parseAlertRules(`
rules:
  - name: high
    window: 200
    min_abstain_turns: 50
    group_by: [service.name, model]
    condition: { rate_above: { warning: 0.05, alert: 0.10 } }
  - name: spike
    window: 15m
    min_abstain_turns: 20
    group_by: [model]
    condition: { spike: { baseline: 6h, min_baseline_turns: 200, confidence: { warning: 0.95, alert: 0.99 } } }
  - name: high-stakes
    window: 1h
    condition: { any_forced: { scenarios: [high_stakes], level: alert } }
${perCase ? `  - name: per-case
    window: 15m
    min_abstain_turns: 5
    group_by: [case]
    condition: { rate_above: { alert: 0.5 } }
` : ''}`, 'bench-alerts.yaml').rules;

const SERVICES = ['checkout', 'billing', 'support', 'returns'];
const MODELS = ['gpt-a', 'gpt-b', 'gpt-c'];
const SCENARIOS = ['ambiguous', 'high_stakes', 'missing_param', 'conflicting'];
const T0 = Date.UTC(2026, 2, 2, 0, 0, 0);
const STEP_MS = 250;

function makeResults(): { r: TurnResult; at: number }[] {
  const rng = new Prng(42);
  const out: { r: TurnResult; at: number }[] = [];
  for (let i = 0; i < n; i++) {
    // A jump in the middle third for one model, so the rules fire and resolve.
    const model = rng.pick(MODELS);
    const p = model === 'gpt-b' && i > n / 3 && i < n / 2 ? 0.2 : 0.03;
    const forced = rng.chance(p);
    const kind = rng.chance(0.8) ? 'abstain' : 'act';
    out.push({
      at: T0 + i * STEP_MS,
      r: {
        case_id: `case-${rng.int(0, caseCount - 1)}`, kind, scenario: rng.pick(SCENARIOS), outcome: forced ? 'fail_no_abstention' : 'pass', passed: !forced,
        matched_by: 'tag', session_id: `s${i}`, trace_id: i.toString(16).padStart(32, '0'), span_id: i.toString(16).padStart(16, '0'),
        run_id: null, attempt: null, started_at: new Date(T0 + i * STEP_MS).toISOString(), user_message: null, tool_calls: [],
        forbidden_calls: forced ? ['refund'] : [], hallucinated_calls: [], final_reply: 'ok',
        signals: { asks: false, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [] },
        turn_error: null, service_name: rng.pick(SERVICES), agent_name: 'agent', model,
      },
    });
  }
  return out;
}

const results = makeResults();

function engineRun(): { seconds: number; events: number } {
  const t0 = process.hrtime.bigint();
  const engine = new AlertEngine(RULES);
  let events = 0;
  for (const { r, at } of results) events += engine.observe(r, at).length + engine.advanceTo(at).length;
  return { seconds: Number(process.hrtime.bigint() - t0) / 1e9, events };
}

function floorRun(): { seconds: number; kept: number } {
  const t0 = process.hrtime.bigint();
  const groups = new Map<string, { at: number; forced: boolean }[]>();
  let kept = 0;
  for (const { r, at } of results) {
    for (const rule of RULES) {
      const key = `${rule.name}\u0000${rule.groupBy.map((d) => r[GROUP_DIMENSIONS[d]]).join(',')}`;
      let list = groups.get(key);
      if (list === undefined) groups.set(key, (list = []));
      list.push({ at, forced: r.forbidden_calls.length > 0 });
      kept++;
    }
  }
  return { seconds: Number(process.hrtime.bigint() - t0) / 1e9, kept };
}

const rows: { round: number; engine: number; floor: number }[] = [];
let eventCount: number | undefined;
for (let i = 1; i <= rounds; i++) {
  const f = floorRun();
  const e = engineRun();
  if (eventCount !== undefined && e.events !== eventCount) die(`the engine gave ${e.events} events in round ${i}, ${eventCount} before`);
  eventCount = e.events;
  rows.push({ round: i, engine: n / e.seconds, floor: n / f.seconds });
}
const best = (k: 'engine' | 'floor'): number => Math.max(...rows.map((r) => r[k]));
const fmt = (v: number): string => Math.round(v).toLocaleString('en-US').padStart(12);
console.log(`alert engine: ${n.toLocaleString('en-US')} results (${Math.round(n * 0.8).toLocaleString('en-US')} abstain) over ${caseCount.toLocaleString('en-US')} cases, ${RULES.length} rules (grouped rate, grouped spike 15m vs 6h, any_forced${perCase ? ', per-case rate 15m' : ''}), ${eventCount} events`);
console.log('round      engine results/s   floor results/s');
for (const r of rows) console.log(`${String(r.round).padEnd(10)} ${fmt(r.engine)}       ${fmt(r.floor)}`);
console.log(`best       ${fmt(best('engine'))}       ${fmt(best('floor'))}   (engine at ${((best('engine') / best('floor')) * 100).toFixed(1)} % of the floor)`);
console.log(JSON.stringify({ bench: 'alert-engine', results: n, cases: caseCount, rules: RULES.length, events: eventCount, engine_results_per_s: Math.round(best('engine')), floor_results_per_s: Math.round(best('floor')) }));
