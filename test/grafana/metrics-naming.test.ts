import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitHead, readBuildInfo } from '../../src/serve/build-info.js';
import { ServeMetrics } from '../../src/serve/metrics.js';
import { FORBEAR_VERSION } from '../../src/version.js';
import { tempDir } from '../helpers/index.js';
import { makeResult } from '../helpers/results.js';
import { namingProblems, promtoolCheckMetrics } from './promtool.js';

const tmp = tempDir('forbear-metrics-naming-');
afterAll(() => tmp.cleanup());

const BUILD = { version: '1.2.3', revision: 'abc123', node_version: 'v20.0.0' };
const value = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
const LABELS = '{service_name="desk",agent_name="support",model="m",scenario="ambiguous"}';

/** One of each kind and outcome that the three numbers count, and an amendment that turns a pass into a forced action. */
function scoredMetrics(): ServeMetrics {
  const m = new ServeMetrics(100, BUILD);
  const abstain = (outcome: string) => makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome });
  const act = (outcome: string) => makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome });
  const passed = abstain('pass');
  for (const r of [passed, abstain('pass'), abstain('fail_implicit_abstention'), abstain('fail_no_abstention'), act('pass'), act('pass'), act('fail_false_ask')]) m.scored(r);
  m.scored({ ...abstain('fail_post_hoc'), trace_id: passed.trace_id, span_id: passed.span_id, amends: { trace_id: passed.trace_id, span_id: passed.span_id, outcome: 'pass' } });
  // An infrastructure failure (error, no reply) is outside every denominator.
  m.scored(makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome: 'fail_no_action', turn_error: 'timeout', final_reply: null }));
  m.requests.inc({ protocol: 'http', code: '200' });
  return m;
}

describe('/metrics follows Prometheus naming, checked by promtool', () => {
  it('the exposition passes `promtool check metrics` and the naming conventions promtool does not lint', () => {
    const text = scoredMetrics().render(3);
    expect(promtoolCheckMetrics(text)).toEqual([]);
    expect(namingProblems(text)).toEqual([]);
    // The checker itself catches what it is there for.
    expect(namingProblems('# TYPE x_forced_rate gauge\n# TYPE y_lag_milliseconds gauge\n# TYPE z_count counter\n')).toHaveLength(3);
    expect(promtoolCheckMetrics('# HELP x_count c\n# TYPE x_count counter\nx_count 1\n').join('\n')).toContain('_total');
  });

  it('counts the three numbers per service, agent, model and scenario: abstain turns, fails, forced actions; act turns and false asks', () => {
    const text = scoredMetrics().render(0);
    expect(value(text, `forbear_abstain_turns_total${LABELS}`)).toBe(4);
    // The amendment adds the forced action and the fail it reveals, never the turn a second time.
    expect(value(text, `forbear_abstain_failed_turns_total${LABELS}`)).toBe(3);
    expect(value(text, `forbear_abstain_forced_actions_total${LABELS}`)).toBe(2);
    // Three act turns: the infrastructure failure is left out.
    expect(value(text, `forbear_act_turns_total${LABELS}`)).toBe(3);
    expect(value(text, `forbear_act_false_asks_total${LABELS}`)).toBe(1);
    expect(value(text, 'forbear_open_turns')).toBe(0);
    expect(value(text, 'forbear_scoring_queue_depth')).toBe(0);
  });

  it('a label set\'s forced, failed and false-ask series start at 0 with its first turn, so a ratio is 0 and not "no data"', () => {
    const m = new ServeMetrics(100, BUILD);
    m.scored(makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'pass' }));
    m.scored(makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome: 'pass' }));
    const text = m.render(0);
    expect(value(text, `forbear_abstain_forced_actions_total${LABELS}`)).toBe(0);
    expect(value(text, `forbear_abstain_failed_turns_total${LABELS}`)).toBe(0);
    expect(value(text, `forbear_act_false_asks_total${LABELS}`)).toBe(0);
    expect(value(text, 'forbear_internal_errors_total{where="tick"}')).toBe(0);
  });

  it('says what is running: forbear_build_info{version,revision,node_version} 1', () => {
    expect(value(scoredMetrics().render(0), 'forbear_build_info{version="1.2.3",revision="abc123",node_version="v20.0.0"}')).toBe(1);
    const live = readBuildInfo({ FORBEAR_REVISION: 'deadbeef' });
    expect(live).toEqual({ version: FORBEAR_VERSION, revision: 'deadbeef', node_version: process.version });
    // From this checkout: a commit id, or `unknown` outside a git checkout (a CI tarball).
    expect(readBuildInfo({}).revision).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });

  it('reads the revision of a worktree checkout from files: gitdir pointer, commondir, packed refs', () => {
    const sha = 'a'.repeat(40);
    const main = join(tmp.dir, 'main.git');
    const wt = join(main, 'worktrees', 'w');
    mkdirSync(wt, { recursive: true });
    writeFileSync(join(wt, 'HEAD'), 'ref: refs/heads/feature\n');
    writeFileSync(join(wt, 'commondir'), '../..\n');
    writeFileSync(join(main, 'packed-refs'), `# pack-refs with: peeled\n${'b'.repeat(40)} refs/heads/main\n${sha} refs/heads/feature\n`);
    const checkout = join(tmp.dir, 'checkout');
    mkdirSync(checkout);
    writeFileSync(join(checkout, '.git'), `gitdir: ${wt}\n`);
    expect(gitHead(join(checkout, '.git'))).toBe(sha);
    mkdirSync(join(main, 'refs', 'heads'), { recursive: true });
    writeFileSync(join(main, 'HEAD'), `${'c'.repeat(40)}\n`);
    expect(gitHead(main)).toBe('c'.repeat(40));
    expect(gitHead(join(tmp.dir, 'nowhere', '.git'))).toBeUndefined();
  });

  it('exposes the standard process metrics with plausible values', () => {
    const text = scoredMetrics().render(0);
    expect(value(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    const start = value(text, 'process_start_time_seconds')!;
    expect(start).toBeLessThanOrEqual(Date.now() / 1000);
    expect(start).toBeGreaterThan(Date.now() / 1000 - process.uptime() - 5);
    expect(value(text, 'process_open_fds')).toBeGreaterThan(2);
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('nodejs_eventloop_lag_max_seconds shows a blocked event loop, and starts afresh after the scrape', async () => {
    const m = new ServeMetrics(100, BUILD);
    m.render(0);
    // The first interval after a reset (the scrape) is not recorded: let one pass before blocking.
    await new Promise((r) => setTimeout(r, 30));
    const until = Date.now() + 400;
    while (Date.now() < until) {
      // hold the event loop, as a long synchronous scoring pass would
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(value(m.render(0), 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThan(0.3);
    await new Promise((r) => setTimeout(r, 50));
    expect(value(m.render(0), 'nodejs_eventloop_lag_max_seconds')).toBeLessThan(0.3);
  });
});
