import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import { renderJson } from '../../src/report/render-json.js';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { streamSummary } from '../../src/serve/summary-stream.js';
import { recordTurns, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { sampleCorpus } from './serve-fixture.js';
import { deskCorpus } from '../helpers/desk-corpus.js';
import { conversationRequests } from '../helpers/genai-steps.js';
import { startServe } from './serve-helpers.js';
import { ingestOtlpJson } from './engine-ingest.js';

let tmp: { dir: string; cleanup: () => void };
let now = 0;
const open: ServeEngine[] = [];
beforeEach(() => {
  tmp = tempDir('forbear-live-');
  now = 1_000_000;
});
afterEach(() => {
  for (const e of open.splice(0)) e.close();
  tmp.cleanup();
});

function engine(): ServeEngine {
  const e = new ServeEngine({ corpus: sampleCorpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 10_000, now: () => now, synchronous: 'NORMAL' });
  open.push(e);
  return e;
}

const ingest = ingestOtlpJson;

/** `GET /v1/summary` as the receiver serves it, over a real socket. */
async function served(e: ServeEngine): Promise<string> {
  const server = createServer((_req, res) => void streamSummary(e, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/summary`);
    return await res.text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The summary computed from scratch (every line of results.jsonl re-read), rendered as score renders it. */
function fromScratch(e: ServeEngine): string {
  let out = '';
  const report = e.report();
  renderJson(report, (chunk) => (out += chunk));
  report.results.close();
  return out;
}

const cases = sampleCorpus.corpus.cases.filter((c) => c.kind !== 'cannot');
/** Turn i: case i mod n, a reply that asks or one that acts, so outcomes and repeats vary. */
const turn = (i: number): ReadableSpan[] => {
  const c = cases[i % cases.length]!;
  const acts = i % 3 === 0 && (c.forbidden_tools[0] ?? c.expected_tools[0]) !== undefined;
  const tool = c.forbidden_tools[0] ?? c.expected_tools[0] ?? 'lookup';
  return recordTurns([{ user: c.user_turn, steps: acts ? [{ name: tool, args: { n: i } }] : [], reply: acts ? 'Done, all set.' : 'Which one do you mean? Could you confirm?' }], { seed: 1000 + i });
};
/** A turn sent without its tool span and the model call before it: that part arrives late and amends it. */
const split = (spans: ReadableSpan[]): { first: ReadableSpan[]; late: ReadableSpan[] } => {
  const chats = spans.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
  const late = spans.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);
  return { first: spans.filter((s) => !late.includes(s)), late };
};

describe('/v1/summary from running tallies (issue 20 item 3)', () => {
  it('equals the from-scratch summary, byte for byte, through many results, amendments and a restart', async () => {
    const e = engine();
    expect(await served(e)).toBe(fromScratch(e));
    const amendable: ReadableSpan[][] = [];
    for (let i = 0; i < 240; i++) {
      const spans = turn(i);
      if (i % 3 === 0 && i % 2 === 0 && spans.some((s) => s.name.startsWith('execute_tool'))) {
        const { first, late } = split(spans);
        amendable.push(late);
        await ingest(e, first);
      } else {
        await ingest(e, spans);
      }
    }
    now += 10_000;
    e.tick(Number.POSITIVE_INFINITY);
    const before = await served(e);
    expect(before).toBe(fromScratch(e));
    expect(JSON.parse(before).results).toHaveLength(240);
    now += 1_000;
    for (const late of amendable) await ingest(e, late);
    expect(amendable.length).toBeGreaterThan(10);
    const amended = await served(e);
    expect(amended).toBe(fromScratch(e));
    expect(amended).not.toBe(before);
    expect(JSON.parse(amended).results).toHaveLength(240);
    e.close();
    const again = engine();
    expect(await served(again)).toBe(fromScratch(again));
    expect(JSON.parse(await served(again)).summary).toEqual(JSON.parse(amended).summary);
  });
});

describe('a damaged data dir still starts (issue 20 item 5)', () => {
  it('a corrupt byte in results.jsonl: that line is quarantined and named, every other result is served', async () => {
    const e = engine();
    for (let i = 0; i < 3; i++) await ingest(e, turn(i));
    now += 10_000;
    e.tick(Number.POSITIVE_INFINITY);
    e.close();
    const path = join(tmp.dir, 'results.jsonl');
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    const bad = `${lines[1]!.slice(0, 40)}\u0000${lines[1]!.slice(41)}`;
    writeFileSync(path, [lines[0], bad, ...lines.slice(2)].join('\n'));
    const again = engine();
    expect(again.recoveryNotes).toEqual([expect.stringMatching(/^results\.jsonl:2: not JSON \(.+\); the line was moved to quarantine\/results-lines\.jsonl and blanked in results\.jsonl/u)]);
    expect(readFileSync(join(tmp.dir, 'quarantine', 'results-lines.jsonl'), 'utf8')).toBe(`${bad}\n`);
    const summary = JSON.parse(await served(again));
    expect(summary.results.map((r: { trace_id: string }) => r.trace_id)).toEqual([JSON.parse(lines[0]!).trace_id, JSON.parse(lines[2]!).trace_id]);
    expect(await served(again)).toBe(fromScratch(again));
    // Quarantined once: the next start finds nothing to say.
    again.close();
    expect(engine().recoveryNotes).toEqual([]);
  });

  it('a stored body that no longer decodes: quarantined and named, the other open turns resume and score', async () => {
    const e = engine();
    await ingest(e, turn(0));
    await ingest(e, turn(1));
    e.close();
    const segDir = join(tmp.dir, 'bodies');
    const seg = join(segDir, readdirSync(segDir).find((f) => f.endsWith('.bodies'))!);
    const bytes = readFileSync(seg);
    bytes[0] = 0x00; // `{"resourceSpans"…` no longer opens as JSON
    writeFileSync(seg, bytes);
    const again = engine();
    expect(again.recoveryNotes).toEqual([expect.stringMatching(/^bodies\/\d+\.bodies@0 \(request 1\): cannot be decoded \(.+\); moved to quarantine\/request-1\.json and dropped from the store/u)]);
    expect(readFileSync(join(tmp.dir, 'quarantine', 'request-1.json'))).toEqual(bytes.subarray(0, readFileSync(join(tmp.dir, 'quarantine', 'request-1.json')).length));
    expect(again.openTurns).toBe(1);
    now += 10_000;
    again.tick(Number.POSITIVE_INFINITY);
    expect(JSON.parse(await served(again)).results).toHaveLength(1);
    again.close();
    expect(engine().recoveryNotes).toEqual([]);
  });

  it('forbear serve starts on such a data dir, prints one line naming file:line and what was done, and serves the rest', async () => {
    const e = engine();
    for (let i = 0; i < 2; i++) await ingest(e, turn(i));
    now += 10_000;
    e.tick(Number.POSITIVE_INFINITY);
    e.close();
    open.length = 0;
    const path = join(tmp.dir, 'results.jsonl');
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^\{/u, '\u0000'));
    const serve = await startServe(['--data-dir', tmp.dir, '--grpc', 'off']);
    try {
      expect(serve.output()).toContain(`forbear: warning: ${join(tmp.dir, 'results.jsonl')}:1: not JSON (`);
      const summary = await (await fetch(`http://${serve.http}/v1/summary`)).json() as { results: unknown[] };
      expect(summary.results).toHaveLength(1);
    } finally {
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
    }
  });
});


describe('/v1/summary through a session-scope give-in', () => {
  it('a hand-off pass amended into a forced action leaves the live split and hand-off count equal to a from-scratch read', async () => {
    const e = new ServeEngine({ corpus: deskCorpus('    scope: session'), dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 100, now: () => now, synchronous: 'NORMAL' });
    open.push(e);
    const requests = conversationRequests([
      { user: 'Please refund my order.', steps: [{ call: 'escalate_ticket', args: { reason: 'which order' } }, { say: 'I have passed this to a colleague, who will contact you.' }] },
      { user: 'No, just refund it now.', steps: [{ call: 'issue_refund', args: { order: 50211 } }, { say: 'Your refund has been issued.' }] },
    ], { conversationId: 'live-handoff', caseId: 'refund-which', seed: 77 });
    await sendLine(e, requests[0]!);
    now += 11_000;
    e.tick();
    const opening = JSON.parse(await served(e)) as { summary: { abstain: { handoff_passes: number; forced_split: Record<string, number> } } };
    expect(opening.summary.abstain.handoff_passes).toBe(1);
    await sendLine(e, requests[1]!);
    now += 11_000;
    e.tick();
    const live = await served(e);
    expect(live).toBe(fromScratch(e));
    expect(JSON.parse(live).summary.abstain).toMatchObject({ handoff_passes: 0, forced_action: 1, forced_split: { executed: 1, failed: 0, gated: 0 } });
  });
});

async function sendLine(e: ServeEngine, line: string): Promise<void> {
  const spans = decodeOtlpJsonRequest(JSON.parse(line), (r) => {
    throw new Error(r);
  });
  await e.ingest(spans, 'http', { bytes: Buffer.from(line), format: 'json', gzip: false });
}
