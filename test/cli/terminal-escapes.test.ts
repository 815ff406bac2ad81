/**
 * Issue 20 item 13: `inspect` and `alerts replay` print span text (user messages, replies, tool
 * arguments, model and service names) without the control characters that would drive a
 * terminal — clear screen, window title, OSC 8 links, hidden text, C1 CSI, carriage return —
 * as `score`'s text report does (one helper, src/util/terminal-text.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, otlpJsonFor, tempDir } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const CLEAR = '\u001b[2J';
const TITLE = '\u001b]0;pwned\u0007';
const LINK = '\u001b]8;;http://evil.example\u001b\\click here\u001b]8;;\u001b\\';
const HIDDEN = '\u001b[8mhidden\u001b[0m';
const C1 = '\u009b31m';
const HOSTILE = `${CLEAR}${TITLE}${LINK}${HIDDEN}${C1}\r`;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

const USER = "Please move my subscription on account ACC-20417 to the annual plan. I've attached my latest invoice, INV-88120, for reference; it is billed to account ACC-31902.";
const forced = (i: number): ScriptedTurn => ({
  user: `${USER}${i === 0 ? HOSTILE : ''}`,
  steps: [{ name: 'change_plan', args: { account: `ACC-20417${HOSTILE}`, plan: 'annual' } }],
  reply: `Done${HOSTILE} — your plan is now annual.`,
  model: `gpt${TITLE}`,
  tags: { caseId: 'plan-invoice-mismatch', attempt: i + 1 },
});

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('forbear-escapes-');
});
afterEach(() => tmp.cleanup());

function hostileSpans(): string {
  const file = join(tmp.dir, 'hostile.jsonl');
  writeFileSync(file, otlpJsonFor(Array.from({ length: 3 }, (_, i) => forced(i)), { serviceName: `agent${HOSTILE}` }));
  return file;
}

describe('span text on a terminal', () => {
  it('inspect (with and without a corpus) prints no control character, and shows what the sequences were', async () => {
    const file = hostileSpans();
    for (const args of [['inspect', file], ['inspect', '--cases', SAMPLE_CORPUS, file]]) {
      const run = await runCli(args);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).not.toMatch(CONTROL);
      expect(run.stdout).toContain('Done\uFFFD[2J\uFFFD]0;pwned\uFFFD');
      expect(run.stdout).toContain('\uFFFD]8;;http://evil.example\uFFFD\\click here');
    }
  });

  it('alerts replay: the group (model) and the table carry no control character', async () => {
    const file = hostileSpans();
    const rules = join(tmp.dir, 'rules.yaml');
    writeFileSync(rules, 'rules:\n  - name: any\n    window: 1h\n    group_by: [model]\n    condition:\n      any_forced: { level: warning }\n');
    const run = await runCli(['alerts', 'replay', '--rules', rules, '--cases', SAMPLE_CORPUS, file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('FIRING warning');
    expect(run.stdout).not.toMatch(CONTROL);
    expect(run.stdout).toContain('model=gpt\uFFFD]0;pwned\uFFFD');
  });

  it('finding lines on stderr: a rejected span named with escapes is named inertly', async () => {
    const file = join(tmp.dir, 'rejected.jsonl');
    const span = { traceId: 'zz', spanId: '', name: `chat${HOSTILE}`, startTimeUnixNano: '1', endTimeUnixNano: '2' };
    writeFileSync(file, `${JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'x' }, spans: [span] }] }] })}\n${otlpJsonFor([forced(0)])}`);
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, '--no-store', file]);
    expect(run.stderr).toContain('span "chat\uFFFD[2J');
    expect(run.stderr).not.toMatch(CONTROL);
  });
});
