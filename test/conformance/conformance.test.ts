// The framework conformance harness (interop/frameworks/), end to end: real agent frameworks with
// their own instrumentation, a mock model speaking the OpenAI wire protocol, forbear serve built
// from this repo. The full matrix runs in `.ci/run` (`npm run conformance`); here one Python and
// one JavaScript framework run, installed by the harness's own scripts (cached outside the repo,
// so a machine that ran `.ci/run` or an earlier test reuses them).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const here = path.join(repoRoot, 'interop', 'frameworks');
const runner = path.join(here, 'run.mjs');

interface Cell { status: 'right' | 'wrong' | 'n/a'; diffs?: string[]; reason?: string }
interface Matrix {
  scenarios: string[];
  frameworks: { name: string; language: string; versions: Record<string, string>; scenarios: Record<string, Cell> }[];
  not_run: { name: string; reason: string }[];
}

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [runner, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function tmp(name: string): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'forbear-conformance-test-')), name);
}

describe('conformance matrix as committed', () => {
  it("the framework table in docs/frameworks.md is the one the committed matrix makes", async () => {
    const r = await run(['--check-readme']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('every framework the matrix lists was read right in every scenario it could play', () => {
    const matrix = JSON.parse(readFileSync(path.join(here, 'matrix.json'), 'utf8')) as Matrix;
    expect(matrix.frameworks.length).toBeGreaterThanOrEqual(2);
    for (const f of matrix.frameworks) {
      for (const v of Object.values(f.versions)) expect(v, `${f.name} versions`).toMatch(/^\d/);
      for (const id of matrix.scenarios) {
        const cell = f.scenarios[id];
        expect(cell?.status, `${f.name} × ${id}: ${cell?.diffs?.join('; ') ?? ''}`).not.toBe('wrong');
        if (cell?.status === 'n/a') expect(cell.reason, `${f.name} × ${id}`).toBeTruthy();
      }
    }
  });
});

/** The URL the mock model prints once it listens. */
function mockUrl(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const m = /listening on (\S+)/.exec(d.toString());
      if (m) resolve(m[1]!);
    });
    child.once('exit', () => reject(new Error('mock exited')));
  });
}

describe('mock model server', () => {
  it('answers a request no scenario scripts with an OpenAI error object naming why', async () => {
    const child: ChildProcess = spawn(process.execPath, [path.join(here, 'mock-model', 'server.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await mockUrl(child);
      const res = await fetch(`${url}/chat/completions`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'What is the weather?' }] }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string; type: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toContain('no scripted scenario has the user turn "What is the weather?"');
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('mock model server: Anthropic Messages', () => {
  it('answers POST /v1/messages with the scripted tool_use, then after its tool_result the scripted reply, as JSON and as SSE', async () => {
    const child: ChildProcess = spawn(process.execPath, [path.join(here, 'mock-model', 'server.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await mockUrl(child);
      const user = 'Please refund order #90125 in full, the headphones arrived with a broken cable.';
      const post = (body: object) => fetch(`${url}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'claude', max_tokens: 100, ...body }) });
      const first = (await (await post({ messages: [{ role: 'user', content: user }] })).json()) as { content: { type: string; id?: string; name?: string; input?: unknown }[]; stop_reason: string };
      expect(first.stop_reason).toBe('tool_use');
      expect(first.content).toEqual([{ type: 'tool_use', id: 'toolu_act_pass_1_1_1', name: 'issue_refund', input: { order_id: '90125' } }]);
      // The tool's result goes back as a user message of tool_result blocks: not a new user turn.
      const history = [{ role: 'user', content: user }, { role: 'assistant', content: first.content },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_act_pass_1_1_1', content: '{"refunded": true}' }] }];
      const second = (await (await post({ messages: history })).json()) as { content: { type: string; text?: string }[]; stop_reason: string };
      expect(second.stop_reason).toBe('end_turn');
      expect(second.content).toEqual([{ type: 'text', text: 'I have refunded order #90125 in full to your original payment method.' }]);
      const stream = await post({ messages: history, stream: true });
      expect(stream.headers.get('content-type')).toBe('text/event-stream');
      const events = (await stream.text()).split('\n').filter((l) => l.startsWith('event: ')).map((l) => l.slice(7));
      expect(events).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('frameworks run for real', () => {
  it('the OpenAI Agents SDK (Python, OpenInference) and the Vercel AI SDK (JS) are read as their scripts say', async () => {
    const matrixPath = tmp('matrix.json');
    const r = await run(['--only', 'openai_agents_openinference,vercel-ai', '--matrix', matrixPath]);
    expect(r.stdout).toMatch(/conformance: \d+ read right, 0 read wrong/);
    expect(r.code).toBe(0);
    const matrix = JSON.parse(readFileSync(matrixPath, 'utf8')) as Matrix;
    expect(matrix.frameworks.map((f) => f.language).sort()).toEqual(['JavaScript', 'Python']);
    const agents = matrix.frameworks.find((f) => f.language === 'Python')!;
    expect(agents.versions['openai-agents']).toMatch(/^\d+\.\d+/);
    // Every scenario, the hand-off and the two-turn session included, was played and read right,
    // but the approval gate, which the harness says why it does not play.
    for (const id of matrix.scenarios.filter((s) => s !== 'gate_blocked')) expect(agents.scenarios[id]?.status, id).toBe('right');
    expect(agents.scenarios['gate_blocked']?.status).toBe('n/a');
    expect(agents.scenarios['gate_blocked']?.reason).toContain('held for approval');
    const ai = matrix.frameworks.find((f) => f.language === 'JavaScript')!;
    expect(ai.scenarios['handoff']).toEqual({ status: 'n/a', reason: 'framework has no handoff' });
    expect(ai.scenarios['two_turn_session']?.status).toBe('right');
    expect(ai.scenarios['gate_blocked']?.status).toBe('right');
  }, 25 * 60_000);

  it('a reading that differs from the script names framework, scenario and field, and fails the run', async () => {
    const script = JSON.parse(readFileSync(path.join(here, 'scenarios.json'), 'utf8')) as { scenarios: { id: string; expect: { outcome: string } }[] };
    // A script whose expectation is wrong on purpose: forbear reads the act case as passed.
    script.scenarios.find((s) => s.id === 'act_pass')!.expect.outcome = 'fail_no_action';
    const scriptPath = tmp('scenarios.json');
    writeFileSync(scriptPath, JSON.stringify(script));
    const r = await run(['--only', 'vercel-ai', '--scenarios', 'act_pass', '--script', scriptPath]);
    expect(r.code).toBe(1);
    // Read live (forbear serve) and offline (forbear score over the kept span file) alike.
    expect(r.stdout).toContain('vercel ai sdk / act_pass: serve: outcome: expected fail_no_action, got pass');
    expect(r.stdout).toContain('vercel ai sdk / act_pass: score: outcome: expected fail_no_action, got pass');
    expect(r.stdout).toContain('conformance: 0 read right, 1 read wrong: vercel ai sdk × act_pass');
  }, 10 * 60_000);
});
