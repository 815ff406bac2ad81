import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import type { CliRun } from '../helpers/cli.js';
import { startChatServer } from '../helpers/chat-server.js';

/**
 * The house rule for bad input, on every command: a one-line message naming the place, the
 * documented exit code, and never a stack trace or "internal error".
 */
const SAMPLE_SPANS = join(REPO_ROOT, 'samples/spans/run-1.jsonl');
const MAPPING = join(REPO_ROOT, 'samples/mining/mapping.yaml');

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

/** A data dir whose span store was overwritten with other bytes. */
function corruptDataDir(parent: string, garbage: string): string {
  const dataDir = join(parent, 'corrupt');
  mkdirSync(dataDir);
  writeFileSync(join(dataDir, 'forbear.sqlite'), readFileSync(garbage));
  return dataDir;
}

function expectCleanFailure(run: CliRun, code: number, label = ''): void {
  expect(run.code, `${label}\n${run.stderr}`).toBe(code);
  expect(run.stderr).not.toMatch(/internal error|^\s+at |node:internal|Unhandled/m);
  for (const line of run.stderr.split('\n').filter(Boolean)) expect(line).toMatch(/^(forbear: |\(run forbear [a-z ]*--help for usage\)$)/);
}

describe('bad input on every command', () => {
  it('gives a one-line message and exit 2, never an internal error, for a directory, a missing file or garbage', async () => {
    const garbage = join(dir, 'garbage.yaml');
    writeFileSync(garbage, Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256)));
    const sub = join(dir, 'a-directory');
    mkdirSync(sub);
    const store = join(dir, 'store.db');
    const runs: [string[], RegExp][] = [
      [['score', '--cases', sub, '--no-store', SAMPLE_SPANS], /a-directory: cannot read: EISDIR/u],
      [['score', '--cases', garbage, '--no-store', SAMPLE_SPANS], /garbage\.yaml: /u],
      [['score', '--cases', SAMPLE_CORPUS, '--no-store', '-o', sub, SAMPLE_SPANS], /--output .*a-directory: cannot write: EISDIR/u],
      [['inspect', '--cases', join(dir, 'none.yaml'), SAMPLE_SPANS], /none\.yaml: cannot read: ENOENT: no such file or directory$/mu],
      [['classify', sub], /a-directory: cannot read: EISDIR/u],
      [['classify', '-o', sub, SAMPLE_SPANS], /^forbear: --output .*a-directory: cannot write: EISDIR: is a directory, not a file$/mu],
      [['cases', 'lint', sub], /a-directory: cannot read: EISDIR/u],
      [['cases', 'lint', SAMPLE_CORPUS, '-o', sub], /^forbear: --output .*a-directory: cannot write: EISDIR: is a directory, not a file$/mu],
      [['cases', 'agree', garbage, SAMPLE_CORPUS], /garbage\.yaml: /u],
      [['cases', 'mine', '--mapping', sub, '--tickets', SAMPLE_SPANS, '-o', join(dir, 'c.yaml')], /a-directory: cannot read: EISDIR/u],
      [['runs', 'list', '--store', sub], /a-directory: is a directory; --store names the database file \(e\.g\. .*a-directory\/forbear\.db\)$/mu],
      [['report', '--store', join(dir, 'none.db')], /none\.db: no run store here/u],
      [['runs', 'show', 'latest', '--store', store, '--format', 'pdf'], /^forbear: option '--format <format>' argument 'pdf' is invalid\. Allowed choices are text, json, junit, markdown, html, github\.\n\(run forbear runs show --help for usage\)$/mu],
      [['score', '--cases', SAMPLE_CORPUS, '--no-store', '--judge', 'both', '--judge-url', 'http://127.0.0.1:9/v1', '--judge-model', 'm', '--judge-cache', garbage, SAMPLE_SPANS], /^forbear: --judge-cache .*garbage\.yaml: is a file, not a directory \("off" disables the cache\)$/mu],
      [['score', '--cases', SAMPLE_CORPUS, '--store', store, '--no-store', SAMPLE_SPANS], /^forbear: --store and --no-store contradict each other: give one$/mu],
      [['cases', 'lint', join(dir, 'none.yaml')], /^forbear: .*none\.yaml: cannot read: ENOENT: no such file or directory\n$/u],
      [['cases', 'lint', SAMPLE_CORPUS, '--agianst', SAMPLE_CORPUS], /^forbear: unknown option '--agianst' \(did you mean --against\?\)$/mu],
      [['score', '--cases', SAMPLE_CORPUS, '--no-store', '--judge', 'both', '--judge-url', 'not-a-url', '--judge-model', 'm', SAMPLE_SPANS], /^forbear: --judge-url: Invalid URL, got "not-a-url"$/mu],
      [['score', '--cases', SAMPLE_CORPUS, '--no-store', '--judge', 'both', '--judge-url', 'http://127.0.0.1:9/v1', '--judge-model', 'm', '--judge-timeout', '0s', SAMPLE_SPANS], /^forbear: --judge-timeout: Too small/mu],
      [['serve', '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', garbage], /--data-dir .*garbage\.yaml: is a file, not a directory$/mu],
      [['serve', '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', corruptDataDir(dir, garbage)], /^forbear: --data-dir .*corrupt: its span store cannot be read \(file is not a database\)/mu],
    ];
    for (const [args, message] of runs) {
      const run = await runCli(args);
      expectCleanFailure(run, 2, args.join(' '));
      expect(run.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('cases mine -o DIR: exit 2 before any export is read, and no temporary file left beside it', async () => {
    const sub = join(dir, 'a-directory');
    mkdirSync(sub);
    const run = await runCli(['cases', 'mine', '--mapping', 'samples/mining/mapping.yaml', '--tickets', 'samples/mining/tickets.csv', '-o', sub]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toBe(`forbear: --output ${sub}: cannot write: EISDIR: is a directory, not a file\n`);
    expect(readdirSync(dir)).toEqual(['a-directory']);
  });

  it('score: a file with no readable span is bad input (exit 2); the report still covers the good file', async () => {
    const junk = join(dir, 'photo.json');
    writeFileSync(junk, Buffer.from(Array.from({ length: 4096 }, (_, i) => 0x21 + ((i * 7919) % 90))));
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, '--no-store', '--quiet', '--format', 'json', junk, SAMPLE_SPANS]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toContain(`forbear: ${junk}: no span in it could be read (1 line(s) or message(s) skipped): not a span file, or cut short\n`);
    const report = JSON.parse(run.stdout) as { input: { files: number; errors: number }; results: unknown[] };
    expect(report.input).toMatchObject({ files: 2, errors: 1 });
    expect(report.results.length).toBeGreaterThan(0);
  });

  it('a run that fails after opening -o leaves the previous report in place; a finished one replaces it', async () => {
    const out = join(dir, 'report.md');
    writeFileSync(out, 'the previous report, longer than nothing\n');
    const failed = await runCli(['score', '--cases', SAMPLE_CORPUS, '--store', join(dir, 'runs.db'), '--baseline', 'no-such-run', '-o', out, SAMPLE_SPANS]);
    expectCleanFailure(failed, 2);
    expect(failed.stderr).toContain('forbear: --baseline: ');
    expect(readFileSync(out, 'utf8')).toBe('the previous report, longer than nothing\n');
    const done = await runCli(['score', '--cases', SAMPLE_CORPUS, '--no-store', '--format', 'markdown', '-o', out, SAMPLE_SPANS]);
    expect(done.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^### forbear: support-desk/);
    expect(readFileSync(out, 'utf8')).not.toContain('the previous report');
  });

  it('score: a judge that answers no reply is bad input said on stderr; one that misses a few is a warning', async () => {
    const judgeArgs = (url: string): string[] => ['score', '--cases', SAMPLE_CORPUS, '--no-store', '--judge', 'both', '--judge-url', url, '--judge-model', 'm', '--judge-cache', 'off', '--judge-retries', '0', SAMPLE_SPANS];
    const refusing = await startChatServer(() => ({ status: 404, message: 'model not found' }));
    const none = await runCli(judgeArgs(refusing.url));
    await refusing.close();
    expectCleanFailure(none, 2);
    expect(none.stderr).toMatch(/^forbear: judge: none of \d+ replies could be judged \(check --judge-url, --judge-model and the key/m);
    expect(none.stdout).toMatch(/abstain pass rate/);
    const verdict = { asks: true, flags: false, declines: false, claims_done: false, on_point: true, reason: 'asks which' };
    const flaky = await startChatServer((n) => (n === 0 ? { status: 400, message: 'bad request' } : { verdict }));
    const some = await runCli(judgeArgs(flaky.url));
    await flaky.close();
    expect(some.code).toBe(0);
    expect(some.stderr).toMatch(/^forbear: warning: judge: 1 of \d+ replies could not be judged/m);
  });

  it('score --split names a split the corpus does not have: usage error, not an empty report', async () => {
    const devOnly = join(dir, 'dev-only.yaml');
    writeFileSync(devOnly, readFileSync(SAMPLE_CORPUS, 'utf8').replaceAll('split: holdout', 'split: dev'));
    const run = await runCli(['score', '--cases', devOnly, '--no-store', '--split', 'holdout', SAMPLE_SPANS]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toBe(`forbear: --split holdout: ${devOnly} has no holdout cases, so nothing would be scored\n`);
  });

  it('classify reports an unreadable file and still classifies the others, into -o', async () => {
    const good = join(dir, 'replies.txt');
    writeFileSync(good, 'Which of your two orders should I refund?\n');
    const out = join(dir, 'signals.jsonl');
    const run = await runCli(['classify', '-o', out, dir, join(dir, 'missing.txt'), good]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toContain(`forbear: ${dir}: cannot read: EISDIR: is a directory, not a file\n`);
    expect(run.stderr).toContain(`forbear: ${join(dir, 'missing.txt')}: cannot read: ENOENT: no such file or directory\n`);
    expect(run.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8').trim())).toMatchObject({ source: `${good}:1`, asks: true });
  });

  it('cases mine reports an unreadable export, still screens the others and writes the candidates, exit 2', async () => {
    const out = join(dir, 'candidates.yaml');
    const missing = join(dir, 'missing.csv');
    const run = await runCli(['cases', 'mine', '--mapping', MAPPING, '--tickets', missing, '--tickets', join(REPO_ROOT, 'samples/mining/tickets.csv'), '-o', out]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toContain(`forbear: ${missing}: cannot read: ENOENT: no such file or directory\n`);
    expect(run.stdout).toMatch(/^tickets: \d+ screened, [1-9]\d* kept/m);
    expect(readFileSync(out, 'utf8')).toMatch(/needs_review: true/);
  });

  it('serve: TLS files that are not PEM are a usage error naming the flags', async () => {
    const junk = join(dir, 'junk.pem');
    writeFileSync(junk, 'not a certificate\n');
    const run = await runCli(['serve', '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', join(dir, 'data'), '--tls-cert', junk, '--tls-key', junk]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toMatch(/^forbear: --tls-cert .*junk\.pem, --tls-key .*junk\.pem: not a usable PEM certificate and private key/m);
  });

  it('runs list does not turn a file that is not a run store into one', async () => {
    const empty = join(dir, 'notes.txt');
    writeFileSync(empty, '');
    const run = await runCli(['runs', 'list', '--store', empty]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toContain(`forbear: ${empty}: not a forbear run store`);
    expect(statSync(empty).size).toBe(0);
  });

  it('a misspelt corpus field is an error naming the case and the field it resembles; a note field is allowed', async () => {
    const text = readFileSync(SAMPLE_CORPUS, 'utf8');
    const typo = join(dir, 'typo.yaml');
    writeFileSync(typo, text.replace('    forbidden_tools: [change_plan]', '    forbiden_tools: [change_plan]'));
    const run = await runCli(['score', '--cases', typo, '--no-store', SAMPLE_SPANS]);
    expectCleanFailure(run, 2);
    expect(run.stderr).toContain(`forbear: ${typo}: cases[0] (plan-invoice-mismatch) .forbiden_tools: unknown field; did you mean "forbidden_tools"?\n`);
    expect(run.stdout).toBe('');
    const noted = join(dir, 'noted.yaml');
    writeFileSync(noted, text.replace('    forbidden_tools: [change_plan]', '    forbidden_tools: [change_plan]\n    reviewer: ana'));
    const lint = await runCli(['cases', 'lint', noted]);
    expect(lint.code).toBe(0);
  });

  it('reports a YAML syntax error as one file:line:col line in the corpus, the mining map and serve settings', async () => {
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, 'corpus: x\nversion: 1\ncases:\n  - id: a\n    kind: act\n   user_turn: "hi"\n');
    const runs = [
      await runCli(['cases', 'lint', broken]),
      await runCli(['cases', 'mine', '--mapping', broken, '--tickets', SAMPLE_SPANS, '-o', join(dir, 'c.yaml')]),
      await runCli(['serve', '--config', broken, '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', join(dir, 'data')]),
    ];
    for (const run of runs) {
      expectCleanFailure(run, 2);
      expect(run.stderr).toMatch(/broken\.yaml:6:1: Sequence item without - indicator$/m);
      expect(run.stderr).not.toMatch(/at line \d+/);
    }
  });

  /** Runs the CLI like `forbear … | head -1`: reads one chunk of stdout, then closes the pipe. */
  const headOne = (args: string[], stdin = ''): Promise<{ code: number | null; stderr: string }> => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'bin/forbear.js'), ...args], { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.once('data', () => child.stdout.destroy());
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
    // forbear stops reading once it stops writing, so the rest of its stdin may be refused.
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });

  it('score piped into head still exits 1 for a breached gate, without a stack trace', async () => {
    const run = await headOne(['score', '--cases', SAMPLE_CORPUS, '--no-store', '--format', 'json', '--max-forced-action-rate', '0.05', join(REPO_ROOT, 'samples/spans')]);
    expect(run.stderr).not.toMatch(/EPIPE|^\s+at /m);
    expect(run.code).toBe(1);
  });

  it('stops quietly when the reader of stdout goes away (forbear … | head)', async () => {
    const replies = `${Array.from({ length: 20_000 }, (_, i) => `Which of your ${i} orders should I refund?`).join('\n')}\n`;
    const run = await headOne(['classify'], replies);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});
