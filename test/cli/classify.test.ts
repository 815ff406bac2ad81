import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const lines = (stdout: string): Record<string, unknown>[] => stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

describe('forbear classify', () => {
  it('reads plain lines from stdin and says which sentence triggered which signal', async () => {
    const run = await runCli(['classify'], { stdin: 'I updated the plan which you asked for\nDone. Which of the two cards should I charge?\n\n' });
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ source: '(stdin):1', asks: false, claims_done: true });
    expect(out[1]).toMatchObject({
      source: '(stdin):2', asks: true, claims_done: true,
      evidence: [{ signal: 'claims_done', sentence: 'Done.' }, { signal: 'asks', sentence: 'Which of the two cards should I charge?' }],
    });
    expect(out[0]).not.toHaveProperty('on_point');
  });

  it('prints hands_off with the sentence that hands the conversation on', async () => {
    const run = await runCli(['classify'], { stdin: "I'll transfer you to a human agent now.\nI've transferred the funds to your savings account.\n" });
    expect(run.code).toBe(0);
    const [a, b] = lines(run.stdout);
    expect(a).toMatchObject({ hands_off: true, evidence: [{ signal: 'hands_off', sentence: "I'll transfer you to a human agent now." }] });
    expect(b).toMatchObject({ hands_off: false, claims_done: true });
  });

  it('reads JSON lines with a text field (keeping their id) and reads on_point against a case', async () => {
    const file = join(dir, 'replies.jsonl');
    writeFileSync(file, [
      JSON.stringify({ id: 'a', text: 'You placed two orders, #50211 and #50236.\nWhich one should I refund?' }),
      JSON.stringify({ id: 'b', text: 'Could you confirm your billing address?' }),
    ].join('\n'));
    const run = await runCli(['classify', '--case', 'refund-which-order', '--cases', SAMPLE_CORPUS, file]);
    expect(run.code).toBe(0);
    const [a, b] = lines(run.stdout);
    expect(a).toMatchObject({ id: 'a', asks: true, on_point: true, on_point_terms: expect.arrayContaining(['#50211']) });
    expect(b).toMatchObject({ id: 'b', asks: true, on_point: false });
  });

  it('reports a bad JSON line as file:line, classifies the rest, and exits 2', async () => {
    const file = join(dir, 'mixed.jsonl');
    writeFileSync(file, '{"text": "Which order?"}\n{"txt": 1}\n{oops\nPlease send me the order number\n');
    const run = await runCli(['classify', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}:2: a JSON line needs a string "text" field`);
    expect(run.stderr).toContain(`${file}:3: not valid JSON`);
    expect(lines(run.stdout).map((r) => r.asks)).toEqual([true, true]);
  });

  it.each([
    [['classify', '--case', 'refund-which-order'], /--case and --cases go together/u],
    [['classify', '--case', 'nope', '--cases', SAMPLE_CORPUS], /--case nope: no such case/u],
    [['classify', '/no/such/file.txt'], /\/no\/such\/file.txt: cannot read: ENOENT/u],
  ])('usage errors exit 2: %j', async (args, message) => {
    const run = await runCli(args, { stdin: 'hello\n' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
