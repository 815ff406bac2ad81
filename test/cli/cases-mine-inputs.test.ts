import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/index.js';

let cleanup = (): void => {};
afterEach(() => cleanup());

const MAPPING = `
tools: [{ name: cancel_order, effect: write, keywords: [cancel] }]
tickets: { id: id, status: status, resolution_actions: actions, messages: thread }
`;

function setup(): { dir: string; map: string } {
  const t = tempDir();
  cleanup = t.cleanup;
  const map = join(t.dir, 'map.yaml');
  writeFileSync(map, MAPPING);
  return { dir: t.dir, map };
}

const ticket = (id: number, status = 'closed') => JSON.stringify({ id: `T-${id}`, status, actions: [], thread: [{ author: 'customer', text: `Please cancel order ${id}.` }, { author: 'agent', text: `Which order, ${id} or ${id}0?` }] });

describe('cases mine on imperfect input', () => {
  it('malformed records are listed as file:line, the rest is mined, and the exit code is 0', async () => {
    const { dir, map } = setup();
    const file = join(dir, 't.jsonl');
    writeFileSync(file, [ticket(1), '{"id": "T-2", "status": "clo', '[1, 2]', ticket(4), ''].join('\n'));
    const out = join(dir, 'c.yaml');
    const run = await runCli(['cases', 'mine', '--mapping', map, '--tickets', file, '-o', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/t\.jsonl:2: skipped: /u);
    expect(run.stderr).toMatch(/t\.jsonl:3 record 1: skipped: expected a JSON object/u);
    expect(run.stdout).toContain('tickets: 2 screened, 2 kept');
    // The array holds two values that are not tickets: two records.
    expect(run.stdout).toContain('3 record(s) could not be read and were not screened');
    expect(readFileSync(out, 'utf8')).toContain('id: ticket-t-4');
  });

  it('a mapping that names a column the CSV lacks exits 2 and leaves no half-written output', async () => {
    const { dir, map } = setup();
    const file = join(dir, 't.csv');
    writeFileSync(file, 'id,state,actions,thread\nT-1,closed,,"customer: Please cancel order 1."\n');
    const out = join(dir, 'c.yaml');
    const run = await runCli(['cases', 'mine', '--mapping', map, '--tickets', file, '-o', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('tickets.status: column "status" is not in the CSV header (id, state, actions, thread)');
    expect(existsSync(out)).toBe(false);
  });

  it('a huge export lists the first 1000 drops and counts the rest, every screened record accounted for', async () => {
    const { dir, map } = setup();
    const file = join(dir, 't.jsonl');
    writeFileSync(file, Array.from({ length: 1203 }, (_, i) => ticket(i, i < 1200 ? 'open' : 'closed')).join('\n'));
    const run = await runCli(['cases', 'mine', '--mapping', map, '--tickets', file, '-o', join(dir, 'c.yaml'), '--format', 'json']);
    expect(run.code).toBe(0);
    const r = JSON.parse(run.stdout) as { tickets: { screened: number; kept: number; dropped: { not_closed: number }; drops: unknown[]; drops_left_off: number }; candidates: { id: string; source: string }[] };
    expect(r.tickets).toMatchObject({ screened: 1203, kept: 3, dropped: { not_closed: 1200 }, drops_left_off: 200 });
    expect(r.tickets.drops).toHaveLength(1000);
    expect(r.candidates.map((c) => c.source)).toEqual(['ticket:T-1200', 'ticket:T-1201', 'ticket:T-1202']);
    const text = await runCli(['cases', 'mine', '--mapping', map, '--tickets', file, '-o', join(dir, 'c.yaml')]);
    expect(text.stdout).toContain('… 1190 more (--format json lists the first 1000)');
  });

  it('a .json file that is really JSON lines is read line by line', async () => {
    const { dir, map } = setup();
    const file = join(dir, 'export.json');
    writeFileSync(file, [ticket(1), ticket(2), ticket(3, 'open'), ''].join('\n'));
    const run = await runCli(['cases', 'mine', '--mapping', map, '--tickets', file, '-o', join(dir, 'c.yaml')]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('tickets: 3 screened, 2 kept');
  });

  it('a truncated gzip file exits 2 naming it; what was read before the cut is still written', async () => {
    const { dir, map } = setup();
    const file = join(dir, 'big.jsonl.gz');
    const gz = gzipSync(Array.from({ length: 3000 }, (_, i) => ticket(i)).join('\n'));
    writeFileSync(file, gz.subarray(0, gz.length >> 1));
    const out = join(dir, 'c.yaml');
    const run = await runCli(['cases', 'mine', '--mapping', map, '--tickets', file, '-o', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: cannot read: unexpected end of file (a truncated gzip file)`);
    // Nothing read is lost: the candidates screened before the cut are in the output.
    expect(existsSync(out)).toBe(true);
    expect(run.stdout).toMatch(/tickets: [1-9]\d* screened/u);
  });

  it('calls interleaved beyond --max-open are screened early, with one warning saying what to do', async () => {
    const { dir, map } = setup();
    const file = join(dir, 'calls.jsonl');
    const turn = (call: number, speaker: string, text: string) => JSON.stringify({ call_id: `C-${call}`, speaker, text });
    // Three calls, their turns interleaved by time: each call's answer comes after the others' requests.
    const calls = [0, 1, 2];
    writeFileSync(file, [...calls.map((c) => turn(c, 'customer', `Please cancel order ${c}.`)), ...calls.map((c) => turn(c, 'agent', `Which order, ${c} or ${c}0?`))].join('\n'));
    const roomy = await runCli(['cases', 'mine', '--mapping', map, '--transcripts', file, '-o', join(dir, 'a.yaml')]);
    expect(roomy.stdout).toContain('calls: 3 screened, 3 kept');
    const tight = await runCli(['cases', 'mine', '--mapping', map, '--transcripts', file, '-o', join(dir, 'b.yaml'), '--max-open', '2']);
    expect(tight.code).toBe(0);
    expect(tight.stderr.match(/more than 2 calls open at once/gu)).toHaveLength(1);
    expect(tight.stderr).toContain('sort the export by call id, or raise --max-open');
    // Each call was screened before its answer arrived; each answer is then a repeat.
    expect(tight.stdout).toContain('calls: 3 screened, 0 kept');
    expect(tight.stdout).toContain('3 record(s) repeated a ticket or call already screened');
    expect((await runCli(['cases', 'mine', '--mapping', map, '--transcripts', file, '-o', join(dir, 'c.yaml'), '--max-open', '0'])).code).toBe(2);
  });

  it('an unreadable input (a directory) exits 2 naming it', async () => {
    const { dir, map } = setup();
    const run = await runCli(['cases', 'mine', '--mapping', map, '--tickets', dir, '-o', join(dir, 'c.yaml')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/cannot read: .*EISDIR/u);
  });
});
