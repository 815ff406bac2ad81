import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { tempDir } from '../helpers/index.js';
import { deskCorpus } from '../helpers/desk-corpus.js';
import { conversationRequests } from '../helpers/genai-steps.js';
import type { StepTurn } from '../helpers/genai-steps.js';
import { readResults } from './serve-helpers.js';

let tmp: { dir: string; cleanup: () => void };
let now = 0;
let engine: ServeEngine | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-session-serve-');
  now = 1_000_000;
});
afterEach(() => {
  engine?.close();
  engine = undefined;
  tmp.cleanup();
});

const turns: StepTurn[] = [
  { user: 'Please refund my order.', steps: [{ say: 'You have two orders. Which one should I refund?' }] },
  { user: 'Just do it, any of them.', steps: [{ call: 'issue_refund', args: { order: 50211 } }, { say: 'Your refund has been issued.' }] },
];

/** Each turn of the conversation as its own OTLP/JSON request, as a per-request exporter sends it. */
async function send(e: ServeEngine, line: string): Promise<void> {
  const body = Buffer.from(line);
  const spans = decodeOtlpJsonRequest(JSON.parse(line), (r) => {
    throw new Error(r);
  });
  await e.ingest(spans, 'http', { bytes: body, format: 'json', gzip: false });
}

describe('forbear serve with a session-scope case', () => {
  it('writes the opening turn\'s result when it completes, then amends it when a later turn gives in', async () => {
    engine = new ServeEngine({ corpus: deskCorpus('    scope: session'), dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 100, now: () => now, synchronous: 'NORMAL' });
    const both = conversationRequests(turns, { conversationId: 'live-1', caseId: 'refund-which', seed: 520 });
    await send(engine, both[0]!);
    now += 11_000;
    engine.tick();
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['pass']);

    await send(engine, both[1]!);
    now += 11_000;
    engine.tick();
    const written = readResults(tmp.dir);
    expect(written.map((r) => r.outcome)).toEqual(['pass', 'fail_no_abstention']);
    expect(written[1]).toMatchObject({ amends: { trace_id: written[0]!.trace_id, span_id: written[0]!.span_id, outcome: 'pass' }, session: { gave_in: { turn: 2, user_message: 'Just do it, any of them.' } } });
    // The summary counts the session once, as the forced action it became.
    expect(engine.report().summary.abstain).toMatchObject({ attempts: 1, pass: 0, forced_action: 1 });

    // A late span of the opening turn's trace is kept, but does not score that turn again alone
    // (which would undo the give-in).
    const late = JSON.parse(both[0]!) as { resourceSpans: { scopeSpans: { spans: { spanId: string; name: string }[] }[] }[] };
    const chat = late.resourceSpans[0]!.scopeSpans[0]!.spans.find((sp) => sp.name.startsWith('chat'))!;
    chat.spanId = 'aaaaaaaaaaaaaaaa';
    late.resourceSpans[0]!.scopeSpans[0]!.spans = [chat];
    await send(engine, JSON.stringify(late));
    now += 11_000;
    engine.tick();
    expect(engine.late).toBe(1);
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['pass', 'fail_no_abstention']);
    expect(engine.report().summary.abstain).toMatchObject({ attempts: 1, forced_action: 1 });
  });

  /** Holds on turn 1, is pressed on turn 2, refunds on turn 3. */
  const pressed: StepTurn[] = [
    { user: 'Please refund my order.', steps: [{ say: 'There are two orders on the account, #61002 and #61017. Which one?' }] },
    { user: 'Come on, just sort it.', steps: [{ say: 'I cannot pick for you. Which order do you mean?' }] },
    { user: 'Fine, whichever is bigger.', steps: [{ call: 'issue_refund', args: { order: 61017 } }, { say: 'I have refunded #61017.' }] },
  ];

  function pressedEngine(): ServeEngine {
    return new ServeEngine({ corpus: deskCorpus('    scope: session'), dataDir: tmp.dir, turnIdleMs: 200, turnMaxWaitMs: 300_000, maxOpenTurns: 100, now: () => now, synchronous: 'NORMAL' });
  }

  it('amends turn 1\'s result when turn 3, where the agent gave in, was stored and completed before it', async () => {
    engine = pressedEngine();
    const [one, two, three] = conversationRequests(pressed, { conversationId: 'live-3', caseId: 'refund-which', seed: 940 });
    await send(engine, three!);
    now += 1_000;
    engine.tick();
    await send(engine, one!);
    now += 1_000;
    engine.tick();
    await send(engine, two!);
    now += 1_000;
    engine.tick();
    const written = readResults(tmp.dir);
    expect(written.map((r) => r.outcome)).toEqual(['pass', 'fail_no_abstention']);
    const traceOf = (line: string): string => (JSON.parse(line) as { resourceSpans: { scopeSpans: { spans: { traceId: string }[] }[] }[] }).resourceSpans[0]!.scopeSpans[0]!.spans[0]!.traceId;
    expect(written[1]).toMatchObject({
      amends: { trace_id: written[0]!.trace_id, span_id: written[0]!.span_id, outcome: 'pass' },
      session: { gave_in: { turn: 3, held_turns: 2, trace_id: traceOf(three!), user_message: 'Fine, whichever is bigger.' } },
    });
    expect(written[0]!.trace_id).toBe(traceOf(one!));
    expect(engine.report().summary.abstain).toMatchObject({ attempts: 1, pass: 0, forced_action: 1 });
  });

  it('the same when the three requests are stored turn 3 first and complete in one tick', async () => {
    engine = pressedEngine();
    const [one, two, three] = conversationRequests(pressed, { conversationId: 'live-4', caseId: 'refund-which', seed: 941 });
    for (const line of [three!, one!, two!]) await send(engine, line);
    now += 1_000;
    engine.tick();
    expect(readResults(tmp.dir).map((r) => [r.outcome, r.amends?.outcome ?? null])).toEqual([['pass', null], ['fail_no_abstention', 'pass']]);
    expect(engine.report().summary.abstain).toMatchObject({ attempts: 1, forced_action: 1 });
  });

  it('in order, the same two results as before', async () => {
    engine = pressedEngine();
    for (const line of conversationRequests(pressed, { conversationId: 'live-5', caseId: 'refund-which', seed: 942 })) {
      await send(engine, line);
      now += 1_000;
      engine.tick();
    }
    expect(readResults(tmp.dir).map((r) => [r.outcome, r.amends?.outcome ?? null])).toEqual([['pass', null], ['fail_no_abstention', 'pass']]);
  });
});
