import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { SAMPLE_CORPUS, SAMPLE_SPANS_DIR } from '../helpers/index.js';

/**
 * The Action's script (action/run.mjs, what action.yml runs) against a fake runner: the
 * environment files in a temp dir, a pull_request event payload, and a local server speaking
 * GitHub's REST shape for issue comments. forbear is "installed" the way npm links a package:
 * node_modules/forbear pointing at this repository (built by `npm test`).
 */

interface Comment { id: number; body: string; html_url: string; user: { login: string } }
interface Call { method: string; path: string; auth: string | undefined }

class FakeGitHub {
  comments: Comment[] = [];
  calls: Call[] = [];
  /** Answer POST and PATCH with this status (a fork's read-only token gets 403). */
  refuseWrites: number | undefined;
  private nextId = 1000;
  server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  add(body: string, login = 'someone'): void {
    const id = this.nextId++;
    this.comments.push({ id, body, html_url: `https://github.test/o/r/pull/7#issuecomment-${id}`, user: { login } });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    this.calls.push({ method: req.method ?? '', path: url.pathname, auth: req.headers.authorization });
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const send = (status: number, value: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== 'Bearer test-token') return send(401, { message: 'Bad credentials' });
    const list = /^\/repos\/o\/r\/issues\/7\/comments$/.exec(url.pathname);
    const one = /^\/repos\/o\/r\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      return send(200, this.comments.slice((page - 1) * perPage, page * perPage));
    }
    if ((list && req.method === 'POST') || (one && req.method === 'PATCH')) {
      if (this.refuseWrites !== undefined) return send(this.refuseWrites, { message: 'Resource not accessible by integration' });
      const { body } = JSON.parse(raw) as { body: string };
      if (list) {
        this.add(body, 'github-actions[bot]');
        return send(201, this.comments.at(-1));
      }
      const found = this.comments.find((c) => c.id === Number(one![1]));
      if (found === undefined) return send(404, { message: 'Not Found' });
      found.body = body;
      return send(200, found);
    }
    send(404, { message: 'Not Found' });
  }
}

let workspace: string;
let github: FakeGitHub;
let apiUrl: string;

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'forbear-action-'));
  // working-directory "agent": forbear installed there, the corpus and spans under agent/evals.
  mkdirSync(join(workspace, 'agent', 'node_modules'), { recursive: true });
  mkdirSync(join(workspace, 'agent', 'evals', 'spans'), { recursive: true });
  symlinkSync(REPO_ROOT, join(workspace, 'agent', 'node_modules', 'forbear'), 'dir');
  copyFileSync(SAMPLE_CORPUS, join(workspace, 'agent', 'evals', 'corpus.yaml'));
  copyFileSync(join(SAMPLE_SPANS_DIR, 'run-1.jsonl'), join(workspace, 'agent', 'evals', 'spans', 'run-1.jsonl'));
  github = new FakeGitHub();
  apiUrl = await github.start();
  // 100 comments by others first: forbear's own must be found on the second page.
  for (let i = 0; i < 100; i++) github.add(`review note ${i}`);
});

afterAll(async () => {
  await new Promise((r) => github.server.close(r));
  rmSync(workspace, { recursive: true, force: true });
});

interface ActionRun { code: number | null; stdout: string; summary: string; outputs: Record<string, string> }

/** One step: fresh environment files, the inputs as action.yml passes them. */
async function runAction(inputs: Record<string, string>, event: { name: string; payload: unknown }): Promise<ActionRun> {
  const step = mkdtempSync(join(workspace, 'step-'));
  const files = { GITHUB_STEP_SUMMARY: join(step, 'summary.md'), GITHUB_OUTPUT: join(step, 'output'), GITHUB_EVENT_PATH: join(step, 'event.json') };
  writeFileSync(files.GITHUB_EVENT_PATH, JSON.stringify(event.payload));
  for (const f of [files.GITHUB_STEP_SUMMARY, files.GITHUB_OUTPUT]) writeFileSync(f, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '',
    GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: workspace, RUNNER_TEMP: step, GITHUB_REPOSITORY: 'o/r',
    GITHUB_EVENT_NAME: event.name, GITHUB_API_URL: apiUrl, GITHUB_TOKEN: 'test-token', ...files,
    INPUT_CASES: 'evals/corpus.yaml', INPUT_SPANS: 'evals/spans', INPUT_WORKING_DIRECTORY: 'agent', INPUT_COMMENT: 'false',
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/-/g, '_').toUpperCase()}`] = v;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'action', 'run.mjs')], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.resume();
  const code = await new Promise<number | null>((r) => child.on('close', r));
  return { code, stdout, summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'), outputs: parseOutputs(readFileSync(files.GITHUB_OUTPUT, 'utf8')) };
}

/** GITHUB_OUTPUT as the runner reads it: `k=v` lines and `k<<DELIM … DELIM` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      out[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
  }
  return out;
}

const pullRequest = { name: 'pull_request', payload: { action: 'synchronize', number: 7, pull_request: { number: 7, head: { sha: 'abc' } } } };
const MARKER = '<!-- forbear-action: agent/evals/corpus.yaml -->';
const forbearComments = (): Comment[] => github.comments.filter((c) => c.body.includes(MARKER));

describe('the GitHub Action script', () => {
  it('on a breached gate: exits 1, annotates at the corpus line, writes summary, outputs, report file, and creates one comment', async () => {
    const run = await runAction({ gates: 'min-abstain-pass-rate=0.9 max-false-ask-rate=20%', comment: 'true', format: 'junit' }, pullRequest);
    expect(run.code).toBe(1);
    // Annotations name the corpus relative to the repository root (working-directory is agent/).
    const corpusText = readFileSync(SAMPLE_CORPUS, 'utf8').split('\n');
    const line = corpusText.findIndex((l) => /^\s*- id: plan-invoice-mismatch\b/.test(l)) + 1;
    expect(run.stdout).toContain(`::error file=agent/evals/corpus.yaml,line=${line},title=forbear%3A plan-invoice-mismatch fail_no_abstention::`);
    expect(run.stdout).toContain('::error title=forbear gate breached%3A min-abstain-pass-rate::--min-abstain-pass-rate 0.9: abstain pass rate');
    expect(run.stdout).not.toContain('gate breached%3A max-false-ask-rate');
    expect(run.summary).toMatch(/^### forbear: support-desk v4\n/);
    expect(run.summary).toContain(':x: gate breached: --min-abstain-pass-rate 0.9');
    expect(run.outputs['exit-code']).toBe('1');
    // The three numbers are those forbear's own JSON report gives for the same spans.
    const direct = await runCli(['score', '--cases', SAMPLE_CORPUS, join(SAMPLE_SPANS_DIR, 'run-1.jsonl'), '--format', 'json', '--no-store']);
    const { abstain, act } = (JSON.parse(direct.stdout) as ScoreReportJson).summary;
    expect(abstain.pass_rate).toBeLessThan(0.9);
    expect([run.outputs['abstain-pass-rate'], run.outputs['forced-action-rate'], run.outputs['false-ask-rate']].map(Number))
      .toEqual([abstain.pass_rate, abstain.forced_action_rate, act.false_ask_rate]);
    expect(run.outputs.report).toBe(join(workspace, 'agent', 'forbear-report.xml'));
    expect(readFileSync(run.outputs.report!, 'utf8')).toContain('<testsuites name="forbear"');
    expect(forbearComments()).toHaveLength(1);
    expect(forbearComments()[0]!.body).toBe(`${MARKER}\n${run.summary}`);
    expect(run.outputs['comment-url']).toBe(forbearComments()[0]!.html_url);
    expect(github.calls.every((c) => c.auth === 'Bearer test-token')).toBe(true);
  });

  it('a second run updates that comment in place (found on the second page), leaving the others alone', async () => {
    const id = forbearComments()[0]!.id;
    github.calls = [];
    // spans as a YAML block scalar gives them: one per line.
    mkdirSync(join(workspace, 'agent', 'evals', 'more spans'), { recursive: true });
    copyFileSync(join(SAMPLE_SPANS_DIR, 'run-1-repeats.jsonl'), join(workspace, 'agent', 'evals', 'more spans', 'repeats.jsonl'));
    const run = await runAction({ comment: 'true', spans: 'evals/spans\nevals/more spans\n' }, pullRequest);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('scoring 2 input(s) against agent/evals/corpus.yaml');
    expect(run.outputs['exit-code']).toBe('0');
    expect(run.summary).not.toContain('gate breached');
    expect(forbearComments().map((c) => c.id)).toEqual([id]);
    expect(forbearComments()[0]!.body).toBe(`${MARKER}\n${run.summary}`);
    expect(github.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /repos/o/r/issues/7/comments', 'GET /repos/o/r/issues/7/comments', `PATCH /repos/o/r/issues/comments/${id}`,
    ]);
    expect(github.comments.filter((c) => c.body.startsWith('review note'))).toHaveLength(100);
  });

  it('a refused comment (a fork\'s read-only token) is a warning; the gate still decides the exit code', async () => {
    github.refuseWrites = 403;
    try {
      const run = await runAction({ comment: 'true', gates: 'min-abstain-pass-rate=0.9' }, pullRequest);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^::warning title=forbear action::could not comment on pull request #7: PATCH \/repos\/o\/r\/issues\/comments\/\d+: HTTP 403 \(Resource not accessible by integration\)$/m);
      expect(run.summary).toContain('### forbear: support-desk v4');
    } finally {
      github.refuseWrites = undefined;
    }
  });

  it('outside a pull request it comments nowhere and says so', async () => {
    github.calls = [];
    const run = await runAction({ comment: 'true' }, { name: 'push', payload: { ref: 'refs/heads/main' } });
    expect(run.code).toBe(0);
    expect(github.calls).toEqual([]);
    expect(run.stdout).toContain('::notice title=forbear action::comment: true, but the push event is not a pull request: no comment written');
  });

  it('a mistyped gate is bad input (exit 2) named in one line, before any scoring', async () => {
    const run = await runAction({ gates: 'max-forced-rate=0.1' }, pullRequest);
    expect(run.code).toBe(2);
    expect(run.stdout.trim()).toBe('::error title=forbear action::input gates: unknown gate "max-forced-rate" (expected max-forced-action-rate=RATE, min-abstain-pass-rate=RATE, max-false-ask-rate=RATE)');
    expect(run.summary).toBe('');
  });

  it('a missing corpus exits 2 with forbear\'s own message, and the summary says it could not score', async () => {
    const run = await runAction({ cases: 'evals/nope.yaml' }, pullRequest);
    expect(run.code).toBe(2);
    expect(run.outputs['exit-code']).toBe('2');
    expect(run.summary).toContain('forbear could not score the spans (exit 2)');
    expect(run.outputs['abstain-pass-rate']).toBeUndefined();
  });
});
