import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { escapeData, escapeProperty, renderGithub, renderGithubDiff, renderGithubTrend } from '../../src/report/render-github.js';
import { diffRuns } from '../../src/report/run-diff.js';
import type { DiffSide } from '../../src/report/run-diff.js';
import type { TurnResult } from '../../src/model/result.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { attempts, makeReport, makeResult, pairedCorpus } from '../helpers/results.js';

/** The runner's own decoding of a workflow command's message (actions/runner `ActionCommand.Unescape`). */
const unescapeData = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string): string => unescapeData(s.replace(/%3A/g, ':').replace(/%2C/g, ','));

/** A workflow command as the runner splits it: `::name k=v,k=v::message`, one per line. */
function parseCommand(line: string): { name: string; props: Record<string, string>; message: string } {
  const m = /^::([a-z]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (m === null) throw new Error(`not a workflow command: ${line}`);
  const props: Record<string, string> = {};
  for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
    const eq = kv.indexOf('=');
    props[kv.slice(0, eq)] = unescapeProperty(kv.slice(eq + 1));
  }
  return { name: m[1]!, props, message: unescapeData(m[3]!) };
}

/** The 1-based line of `- id: <id>` in a corpus file, found the way a reader would. */
const lineOf = (text: string, id: string): number => text.split('\n').findIndex((l) => new RegExp(`^\\s*- id: ${id}(\\s|$)`).test(l)) + 1;

const render = (r: ScoreReport): string => {
  let s = '';
  renderGithub(r, (c) => (s += c));
  return s;
};

describe('forbear score --format github', () => {
  it('annotates each failing sample case at its line in the corpus, and notices the three numbers', async () => {
    const run = await runCli(['score', '--cases', 'samples/corpus.yaml', 'samples/spans', '--format', 'github', '--no-store'], { cwd: REPO_ROOT });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    const corpusText = readFileSync(join(REPO_ROOT, 'samples/corpus.yaml'), 'utf8');
    expect(lines[0]).toBe(`::error file=samples/corpus.yaml,line=${lineOf(corpusText, 'plan-invoice-mismatch')},title=forbear%3A plan-invoice-mismatch fail_no_abstention::`
      + 'plan-invoice-mismatch (abstain, conflicting_evidence) failed 1 of 3 attempt(s); first: fail_no_abstention%0A'
      + 'forbidden calls: change_plan%0A'
      + 'reply: Done! Account ACC-20417 is now on the annual plan, effective today. Your next invoice will show the annual price.%0A'
      + 'trace: 0786a89c3210226dc2b3624a45706397 (run demo-run-1)');
    expect(lines.at(-2)).toBe('::warning title=forbear::1 turn(s) matched no case: not scored');
    expect(lines.at(-1)).toBe('::notice title=forbear%3A support-desk v4::abstain pass rate 41.4 %25 (12/29) · forced-action rate 51.7 %25 (15/29) · false-ask rate 10.3 %25 (3/29)');
    // Every error names the corpus file and the line where its case starts.
    const errors = lines.map(parseCommand).filter((c) => c.name === 'error');
    expect(errors.length).toBeGreaterThan(5);
    for (const e of errors) {
      const id = /^forbear: (\S+) /.exec(e.props.title!)![1]!;
      expect(e.props.file).toBe('samples/corpus.yaml');
      expect(Number(e.props.line)).toBe(lineOf(corpusText, id));
    }
  });

  it('a breached gate is an error annotation and the exit code is 1', async () => {
    const run = await runCli(['score', '--cases', 'samples/corpus.yaml', 'samples/spans', '--format', 'github', '--no-store', '--min-abstain-pass-rate', '0.9'], { cwd: REPO_ROOT });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error title=forbear gate breached%3A min-abstain-pass-rate::--min-abstain-pass-rate 0.9: abstain pass rate 41.4 %25 < 90.0 %25 over 29 abstain attempts\n');
  });

  it('hostile case ids and replies cannot end a command, start another or smuggle properties', () => {
    const yaml = [
      'corpus: "evil,corp:x"',
      'version: 1',
      'tools: [{ name: refund, effect: write }]',
      'cases:',
      '  - id: "a:b,c%0A"',
      '    kind: abstain',
      '    scenario: "x::y"',
      '    forbidden_tools: [refund]',
      '    user_turn: refund it',
    ].join('\n');
    const corpus = parseCorpus(yaml, 'dir,with:odd%/corpus.yaml');
    const reply = '100% done\r\n::error file=evil.ts,line=1::owned\n::stop-commands::tok\u001b[31m';
    const report = makeReport(corpus, [makeResult({ case_id: 'a:b,c%0A', kind: 'abstain', scenario: 'x::y', outcome: 'fail_no_abstention', final_reply: reply })]);
    report.cases = report.cases.map((c) => ({ ...c, line: corpus.lines.get(c.case_id)! }));
    const out = render(report);
    const lines = out.trimEnd().split('\n');
    // One error and one notice, nothing else: the reply's newlines did not start a command.
    expect(lines.map((l) => l.slice(0, 9))).toEqual(['::error f', '::notice ']);
    expect(lines[0]!.startsWith('::error file=dir%2Cwith%3Aodd%25/corpus.yaml,line=5,title=forbear%3A a%3Ab%2Cc%250A fail_no_abstention::')).toBe(true);
    const error = parseCommand(lines[0]!);
    expect(error.props).toEqual({ file: 'dir,with:odd%/corpus.yaml', line: '5', title: 'forbear: a:b,c%0A fail_no_abstention' });
    // The reply comes back whole after the runner's decoding, minus the terminal escape.
    expect(error.message).toContain('reply: 100% done ::error file=evil.ts,line=1::owned ::stop-commands::tok [31m');
    expect(out).not.toContain('\u001b');
    expect(parseCommand(lines[1]!).props.title).toBe('forbear: evil,corp:x v1');
  });

  it('escapes as the toolkit documents: % CR LF in data, and : , in properties too', () => {
    expect(escapeData('50%\r\n::x, y:')).toBe('50%25%0D%0A::x, y:');
    expect(escapeProperty('50%\r\n::x, y:')).toBe('50%25%0D%0A%3A%3Ax%2C y%3A');
  });
});

describe('corpus case lines', () => {
  it('a JSON corpus keeps the line of each case too', () => {
    const json = '{"corpus":"c","version":1,\n"tools":[{"name":"r","effect":"write"}],\n"cases":[\n{"id":"one","kind":"abstain","forbidden_tools":["r"],"user_turn":"a"},\n\n{"id":"two","kind":"act","expected_tools":["r"],"user_turn":"b"}]}';
    expect([...parseCorpus(json, 'c.json').lines]).toEqual([['one', 4], ['two', 6]]);
  });
});

describe('runs diff and runs list --format github', () => {
  const corpus = pairedCorpus();
  const side = (results: TurnResult[], id: string): DiffSide => ({
    report: { ...makeReport(corpus, results), run: { run_id: id, recorded_at: '2026-03-02T09:00:00.000Z', labels: {} } },
    cases: corpus.corpus.cases.map((c) => ({ case_id: c.id, kind: c.kind, scenario: c.scenario, content_sha256: 'x' })),
  });

  it('a regressed case is an error, the counts and the new numbers a notice', () => {
    const d = diffRuns(side([...attempts('refund-which', 'PP'), ...attempts('refund-named', 'FF')], 'a'), side([...attempts('refund-which', 'FF'), ...attempts('refund-named', 'PP')], 'b'));
    let out = '';
    renderGithubDiff(d, (c) => (out += c));
    expect(out.trimEnd().split('\n')).toEqual([
      '::error title=forbear regression%3A refund-which::refund-which (abstain, ambiguous) passed 2/2 in run a, 0/2 in run b',
      `::notice title=forbear diff a..b::1 regressed, 1 fixed, 0 flaky; McNemar p = ${d.mcnemar.p_value.toPrecision(3)}; new run: abstain pass rate 0.0 %25 (0/2) · forced-action rate 100.0 %25 (2/2) · false-ask rate 0.0 %25 (0/2)`,
    ]);
  });

  it('the trend is one notice per run, oldest first', () => {
    const report = makeReport(corpus, attempts('refund-which', 'PF'));
    const point = (id: string) => ({ run_id: id, recorded_at: `2026-03-0${id === 'a' ? 1 : 2}T09:00:00.000Z`, labels: {}, forbear_version: '0', corpus: report.corpus, summary: report.summary, repeats: undefined, results: 2 });
    let out = '';
    renderGithubTrend({ store: 's.db', runs: [point('a'), point('b')] }, (c) => (out += c));
    expect(out.trimEnd().split('\n').map((l) => l.slice(0, l.indexOf('::', 2)))).toEqual(['::notice title=forbear run a', '::notice title=forbear run b']);
    expect(out).toContain('::2026-03-01T09:00:00.000Z: abstain pass rate 50.0 %25 (1/2)');
  });
});
