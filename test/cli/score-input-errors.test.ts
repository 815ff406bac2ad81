import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScoreReportJson as ScoreReport } from '../../src/report/score-report.js';
import { otlpJsonFor, recordTurns, tempDir, toOtlpJsonLines } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const CORPUS = `
corpus: mini
version: 2
tools:
  - { name: lookup_order, effect: read }
  - { name: issue_refund, effect: write }
cases:
  - id: refund-which
    kind: abstain
    scenario: ambiguous_action_specification
    user_turn: "Please refund one of my two orders, #50211 or #50236."
    tools_available: [lookup_order, issue_refund]
    forbidden_tools: [issue_refund]
    twin: refund-named
  - id: refund-named
    kind: act
    scenario: ambiguous_action_specification
    user_turn: "Please refund order #50211."
    tools_available: [lookup_order, issue_refund]
    expected_tools: [issue_refund]
    twin: refund-which
`;

const asks: ScriptedTurn = {
  user: 'Please refund one of my two orders, #50211 or #50236.',
  steps: [{ name: 'lookup_order', args: { id: '50211' } }],
  reply: 'You have two orders, #50211 and #50236. Which one should I refund?',
};
const refunds: ScriptedTurn = {
  user: 'Please refund order #50211.',
  steps: [{ name: 'issue_refund', args: { id: '50211' } }],
  reply: 'I have refunded order #50211 in full.',
};

let dir: string;
let cleanup: () => void;
let corpus: string;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  corpus = join(dir, 'cases.yaml');
  writeFileSync(corpus, CORPUS);
});
afterEach(() => cleanup());

const json = (run: { stdout: string }): ScoreReport => JSON.parse(run.stdout) as ScoreReport;

describe('forbear score: bad input is named, counted, and the rest still scores', () => {
  it('skips a malformed line with file:line, counts it and exits 0; --strict makes it exit 2', async () => {
    const file = join(dir, 'spans.jsonl');
    writeFileSync(file, `${otlpJsonFor([asks], { seed: 1 }).trimEnd()}\n{"resourceSpans": [oops\n${otlpJsonFor([refunds], { seed: 2 })}`);
    const run = await runCli(['score', '--cases', corpus, file, '--format', 'json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(new RegExp(`^forbear: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: .+$`, 'm'));
    expect(json(run).input.skipped_lines).toBe(1);
    expect(json(run).results.map((r) => r.outcome).sort()).toEqual(['pass', 'pass']);

    const strict = await runCli(['score', '--cases', corpus, file, '--strict']);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain(`${file}:2:`);
    expect(strict.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('reports a truncated gzip stream in one line, keeps what was read before it, and exits 2', async () => {
    const whole = gzipSync(`${otlpJsonFor([asks], { seed: 1 })}\n${otlpJsonFor([refunds], { seed: 2 })}\n`);
    const file = join(dir, 'cut.jsonl.gz');
    writeFileSync(file, whole.subarray(0, whole.length - 12));
    const good = join(dir, 'good.jsonl');
    writeFileSync(good, `${otlpJsonFor([refunds], { seed: 3 })}\n`);
    const run = await runCli(['score', '--cases', corpus, file, good, '--format', 'json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/cut\.jsonl\.gz: truncated gzip stream/);
    expect(run.stderr.trim().split('\n').every((l) => l.startsWith('forbear: '))).toBe(true);
    expect(json(run).results.length).toBeGreaterThanOrEqual(2);
    expect(json(run).input.errors).toBe(1);
  });

  it('names an unreadable file, scores the others, and exits 2', async () => {
    const good = join(dir, 'good.jsonl');
    writeFileSync(good, `${otlpJsonFor([asks])}\n`);
    const run = await runCli(['score', '--cases', corpus, join(dir, 'missing.jsonl'), good, '--format', 'json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/missing\.jsonl: cannot read/);
    expect(json(run).results).toHaveLength(1);
  });

  // README: "a file with no readable span" is bad input (exit 2); the empty report is still written.
  it('gives an empty file, an empty directory, empty stdin, or only a rejected span an empty report and exit 2 ("no readable span")', async () => {
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '');
    const emptyDir = join(dir, 'nothing-here');
    mkdirSync(emptyDir);
    const rejected = join(dir, 'rejected.jsonl');
    writeFileSync(rejected, `${JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'x' }, spans: [{ traceId: 'zz', spanId: '', name: 'chat', startTimeUnixNano: '1', endTimeUnixNano: '2' }] }] }] })}\n`);
    const cases: [string[], string | undefined, string][] = [
      [[empty], undefined, '1 file(s), empty'],
      [[emptyDir], undefined, 'no span file found'],
      [['-'], '', '1 file(s), empty'],
      [[rejected], undefined, '1 file(s), 1 span(s) rejected'],
    ];
    for (const [inputs, stdin, why] of cases) {
      const run = await runCli(['score', '--cases', corpus, '--no-store', ...inputs, '--format', 'json'], stdin === undefined ? {} : { stdin });
      expect(run.code, inputs.join(' ')).toBe(2);
      expect(run.stderr).toContain(`forbear: no readable span in the input (${why})\n`);
      expect(json(run).summary.abstain.attempts).toBe(0);
      expect(json(run).results).toEqual([]);
      const inspected = await runCli(['inspect', ...inputs, '--format', 'json'], stdin === undefined ? {} : { stdin });
      expect(inspected.code, `inspect ${inputs.join(' ')}`).toBe(2);
      expect(inspected.stderr).toContain(`forbear: no readable span in the input (${why})\n`);
      expect((JSON.parse(inspected.stdout) as { sessions: unknown[] }).sessions).toEqual([]);
    }
  });

  it('fails a gate that has nothing to measure', async () => {
    // Spans that answer no case: read, but no abstain attempt to measure.
    const unmatched = join(dir, 'unmatched.jsonl');
    writeFileSync(unmatched, otlpJsonFor([{ ...asks, user: 'What are your opening hours?' }]));
    const run = await runCli(['score', '--cases', corpus, '--no-store', unmatched, '--max-forced-action-rate', '0.1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no abstain attempts were scored');
  });

  it('an empty input with a gate is bad input (exit 2): a gate over nothing proves nothing', async () => {
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '');
    const run = await runCli(['score', '--cases', corpus, '--no-store', empty, '--max-forced-action-rate', '0.1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no readable span in the input');
  });

  it('lists every problem of an invalid corpus with case index, id and field, and exits 2', async () => {
    writeFileSync(corpus, CORPUS.replace('    forbidden_tools: [issue_refund]\n', '').replace('kind: act', 'kind: do-it'));
    const run = await runCli(['score', '--cases', corpus, dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${corpus}: cases[0] (refund-which) .forbidden_tools: required and non-empty for kind abstain`);
    expect(run.stderr).toContain(`${corpus}: cases[1] (refund-named) .kind:`);
    expect(run.stdout).toBe('');
  });

  it('refuses an --output it cannot write before doing the work, with exit 2', async () => {
    const run = await runCli(['score', '--cases', corpus, dir, '--output', join(dir, 'no-such-dir', 'report.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^forbear: --output .*report\.json: cannot write: ENOENT/m);
  });

  it('rejects usage errors with exit 2', async () => {
    expect((await runCli(['score', dir])).code).toBe(2);
    const badRate = await runCli(['score', '--cases', corpus, dir, '--max-false-ask-rate', '1.5']);
    expect(badRate.code).toBe(2);
    expect(badRate.stderr).toContain('--max-false-ask-rate: expected a rate between 0 and 1');
    const badDuration = await runCli(['score', '--cases', corpus, dir, '--turn-idle', 'soon']);
    expect(badDuration.code).toBe(2);
    expect(badDuration.stderr).toContain('--turn-idle: expected a duration');
  });
});

describe('forbear score: streaming input', () => {
  it('reads stdin with -, and by default when no input is named', async () => {
    for (const args of [['-'], []]) {
      const run = await runCli(['score', '--cases', corpus, ...args, '--format', 'json'], { stdin: `${otlpJsonFor([asks])}\n` });
      expect(run.code).toBe(0);
      expect(json(run).results.map((r) => [r.case_id, r.outcome])).toEqual([['refund-which', 'pass']]);
    }
  });

  it('assembles a trace spread over two files with children before their parent', async () => {
    const spans = recordTurns([{ ...refunds, user: asks.user }]);
    const root = spans.filter((s) => s.parentSpanContext === undefined);
    const children = spans.filter((s) => s.parentSpanContext !== undefined);
    mkdirSync(join(dir, 'spans'));
    writeFileSync(join(dir, 'spans', 'a-children.jsonl'), toOtlpJsonLines(children, 1));
    writeFileSync(join(dir, 'spans', 'b-root.jsonl'), toOtlpJsonLines(root, 1));
    const run = await runCli(['score', '--cases', corpus, join(dir, 'spans'), '--format', 'json']);
    expect(run.code).toBe(0);
    const r = json(run);
    expect(r.results.map((x) => [x.case_id, x.outcome, x.forbidden_calls])).toEqual([['refund-which', 'fail_no_abstention', ['issue_refund']]]);
    expect(r.input.turns).toBe(1);
  });

  it('scores a duplicated delivery of the same spans once', async () => {
    const text = otlpJsonFor([asks]);
    const file = join(dir, 'dup.jsonl');
    writeFileSync(file, `${text}\n${text}\n`);
    const run = await runCli(['score', '--cases', corpus, file, '--format', 'json']);
    expect(json(run).results).toHaveLength(1);
    expect(json(run).input.duplicate_spans).toBeGreaterThan(0);
  });
});
