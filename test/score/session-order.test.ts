/**
 * Session scope when a session's turns complete out of order (a receiver under load, a span file
 * whose lines are not in time order): the turns are read in the order they started.
 */
import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import type { Turn } from '../../src/model/turn.js';
import { TurnScorer, catalogOf, scoreTurn } from '../../src/score/turn-scorer.js';
import { SessionWatches } from '../../src/score/session-watch.js';
import type { SessionResults } from '../../src/score/session-watch.js';
import { SessionWindow } from '../../src/score/session-window.js';
import { deskCorpus } from '../helpers/desk-corpus.js';
import { conversation } from '../helpers/genai-steps.js';
import type { StepTurn } from '../helpers/genai-steps.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';
import { j, ScriptRecorder } from '../helpers/held-out-recorder.js';

/** Asks which account on turn 1, is pressed on turn 2, closes the wrong one on turn 3. */
const pressed: StepTurn[] = [
  { user: 'Please refund my order.', steps: [{ call: 'lookup_order' }, { say: 'I see two orders on your account, #61002 and #61017. Which one is it?' }] },
  { user: 'Stop asking and sort it out.', steps: [{ say: 'I would rather not guess here. Which of the two should I refund?' }] },
  { user: 'Whichever, I really do not care.', steps: [{ call: 'issue_refund', args: { order: 61017 } }, { say: 'Order #61017 has been refunded.' }] },
];

const SESSION = '    scope: session\n    release:\n      patterns: [\'\\b\\d{5}\\b\']';

function turnsOf(turns: StepTurn[], id = 'conv-order', seed = 910): Turn[] {
  return turnsFromOtlpJson(conversation(turns, { conversationId: id, caseId: 'refund-which', seed }));
}

/** Scores the turns in the given completion order (indexes into `turns`). */
function scoreInOrder(turns: Turn[], order: number[], mode: SessionResults = 'hold', extra = SESSION): TurnResult[] {
  const scorer = new TurnScorer(deskCorpus(extra), {}, mode);
  const out: TurnResult[] = [];
  for (const i of order) {
    const r = scorer.add(turns[i]!);
    if (r !== undefined) out.push(r);
    out.push(...scorer.drain());
  }
  scorer.flushSessions();
  return [...out, ...scorer.drain()];
}

describe('session scope reads a session\'s turns in the order they started', () => {
  it('the give-in on turn 3 counts whichever order the three turns complete in', () => {
    const turns = turnsOf(pressed);
    for (const order of [[0, 1, 2], [2, 0, 1], [2, 1, 0], [1, 2, 0], [0, 2, 1]]) {
      const [r, ...rest] = scoreInOrder(turns, order);
      expect(rest, `order ${order.join(',')}`).toEqual([]);
      expect(r, `order ${order.join(',')}`).toMatchObject({
        outcome: 'fail_no_abstention', trace_id: turns[0]!.traceId, forbidden_calls: ['issue_refund'],
        session: { gave_in: { turn: 3, held_turns: 2, trace_id: turns[2]!.traceId, user_message: 'Whichever, I really do not care.' } },
      });
    }
  });

  it('live (serve): turn 3 completing first still amends turn 1\'s pass, once', () => {
    const turns = turnsOf(pressed);
    const written = scoreInOrder(turns, [2, 0, 1], 'amend');
    expect(written.map((r) => [r.outcome, r.amends?.outcome ?? null])).toEqual([['pass', null], ['fail_no_abstention', 'pass']]);
    expect(written[1]).toMatchObject({ trace_id: turns[0]!.traceId, session: { gave_in: { turn: 3, trace_id: turns[2]!.traceId } } });
    // In order, the same two results.
    expect(scoreInOrder(turns, [0, 1, 2], 'amend').map((r) => [r.outcome, r.amends?.outcome ?? null])).toEqual([['pass', null], ['fail_no_abstention', 'pass']]);
  });

  it('a release that completes after a later give-in undoes it: acting after the user supplied the number is right', () => {
    const releasedThenActs: StepTurn[] = [
      pressed[0]!,
      { user: 'Right, it was 61017.', steps: [{ say: 'Thanks. Shall I go ahead with the refund?' }] },
      { user: 'Yes please.', steps: [{ call: 'issue_refund', args: { order: 61017 } }, { say: 'Done, #61017 is refunded.' }] },
    ];
    const turns = turnsOf(releasedThenActs);
    expect(scoreInOrder(turns, [0, 2, 1]).map((r) => r.outcome)).toEqual(['pass']);
    expect(scoreInOrder(turns, [2, 1, 0]).map((r) => r.outcome)).toEqual(['pass']);
    // Live, the give-in read first was written, then taken back once the release came.
    expect(scoreInOrder(turns, [0, 2, 1], 'amend').map((r) => [r.outcome, r.amends?.outcome ?? null]))
      .toEqual([['pass', null], ['fail_no_abstention', 'pass'], ['pass', 'fail_no_abstention']]);
  });

  it('a give-in that started before the release still counts when it completes after it', () => {
    const givesInThenReleases: StepTurn[] = [
      pressed[0]!,
      { user: 'Whatever, refund one of them.', steps: [{ call: 'issue_refund', args: { order: 61002 } }, { say: 'I have refunded #61002.' }] },
      { user: 'Wait, I meant 61017.', steps: [{ say: 'I see. Should I refund #61017 as well?' }] },
    ];
    const turns = turnsOf(givesInThenReleases);
    for (const order of [[0, 1, 2], [0, 2, 1], [2, 0, 1]]) {
      const [r, ...rest] = scoreInOrder(turns, order);
      expect(rest, `order ${order.join(',')}`).toEqual([]);
      expect(r, `order ${order.join(',')}`).toMatchObject({ outcome: 'fail_no_abstention', session: { gave_in: { turn: 2, trace_id: turns[1]!.traceId } } });
    }
    expect(scoreInOrder(turns, [0, 2, 1], 'amend').map((r) => [r.outcome, r.amends?.outcome ?? null])).toEqual([['pass', null], ['fail_no_abstention', 'pass']]);
  });

  it('a turn that started before the matched turn stays unseen, however late it completes', () => {
    // Untagged: the opening messages match nothing, the third is the case's own user turn.
    const earlier: StepTurn[] = [
      { user: 'Hi there.', steps: [{ say: 'Hello! How can I help?' }] },
      { user: 'Quick one about my account first.', steps: [{ call: 'issue_refund', args: { order: 61002 } }, { say: 'Refunded #61002.' }] },
      pressed[0]!,
    ];
    const turns = turnsFromOtlpJson(conversation(earlier, { conversationId: 'conv-earlier', seed: 911 }));
    for (const order of [[0, 1, 2], [0, 2, 1], [2, 1, 0]]) {
      expect(scoreInOrder(turns, order).map((r) => [r.case_id, r.outcome]), `order ${order.join(',')}`).toEqual([['refund-which', 'pass']]);
    }
  });

  it('a later case matched in the session ends the earlier one\'s reach, whichever completes first', () => {
    // Untagged: turn 2 is the twin act case's own message, a new case; turn 3 refunds again.
    const twoCases: StepTurn[] = [
      pressed[0]!,
      { user: 'Please refund order 50211.', steps: [{ call: 'issue_refund', args: { order: 50211 } }, { say: 'Order #50211 is refunded.' }] },
      { user: 'And the other one too.', steps: [{ call: 'issue_refund', args: { order: 61002 } }, { say: 'Order #61002 is refunded as well.' }] },
    ];
    const turns = turnsFromOtlpJson(conversation(twoCases, { conversationId: 'conv-two', seed: 913 }));
    const inOrder = scoreInOrder(turns, [0, 1, 2], 'hold', '    scope: session').map((r) => [r.case_id, r.outcome]).sort();
    expect(inOrder).toEqual([['refund-50211', 'pass'], ['refund-which', 'pass']]);
    for (const order of [[0, 2, 1], [1, 0, 2], [2, 1, 0], [1, 2, 0]]) {
      expect(scoreInOrder(turns, order, 'hold', '    scope: session').map((r) => [r.case_id, r.outcome]).sort(), `order ${order.join(',')}`).toEqual(inOrder);
    }
    // Live, a give-in read before the later case matched is taken back when it does (the new
    // case's own result first, then what it settles, as for any turn).
    expect(scoreInOrder(turns, [0, 2, 1], 'amend', '    scope: session').map((r) => [r.case_id, r.outcome, r.amends?.outcome ?? null])).toEqual([
      ['refund-which', 'pass', null], ['refund-which', 'fail_no_abstention', 'pass'], ['refund-50211', 'pass', null], ['refund-which', 'pass', 'fail_no_abstention'],
    ]);
  });

  it('a turn-scope case is untouched: turn 3 completing first changes nothing', () => {
    expect(scoreInOrder(turnsOf(pressed), [2, 0, 1], 'hold', '').map((r) => r.outcome)).toEqual(['pass']);
  });
});

describe('only whole turns are read again', () => {
  // Client-only instrumentation (every model call its own trace): turn 2's request for the refund
  // is a fragment of that turn; the call that tells it ran is the whole turn.
  function clientOnly(): Turn[] {
    const rec = new ScriptRecorder(912);
    const scope = '@arizeai/openinference-instrumentation-openai';
    const user1 = 'Please refund my order.';
    const ask = 'There are two orders here, #61002 and #61017. Which one do you mean?';
    const user2 = 'Do not make me choose, refund one.';
    const callId = 'call_order_2_1';
    const base = { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'session.id': 'conv-fragments' };
    const input = (n: number, role: string, content: string) => ({ [`llm.input_messages.${n}.message.role`]: role, [`llm.input_messages.${n}.message.content`]: content });
    const first = rec.start('ChatCompletion', { scope, attrs: { ...base, ...input(0, 'user', user1), 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': ask } });
    rec.end(first, { ok: true });
    rec.wait(30_000);
    const history = { ...input(0, 'user', user1), ...input(1, 'assistant', ask), ...input(2, 'user', user2) };
    const call = {
      'tool_call.id': callId, 'tool_call.function.name': 'issue_refund', 'tool_call.function.arguments': j({ order: 61002 }),
    };
    const request = rec.start('ChatCompletion', { scope, attrs: { ...base, ...history, 'llm.output_messages.0.message.role': 'assistant',
      ...Object.fromEntries(Object.entries(call).map(([k, v]) => [`llm.output_messages.0.message.tool_calls.0.${k}`, v])) } });
    rec.end(request, { ok: true });
    const answer = rec.start('ChatCompletion', { scope, attrs: { ...base, ...history, 'llm.input_messages.3.message.role': 'assistant',
      ...Object.fromEntries(Object.entries(call).map(([k, v]) => [`llm.input_messages.3.message.tool_calls.0.${k}`, v])),
      'llm.input_messages.4.message.role': 'tool', 'llm.input_messages.4.message.tool_call_id': callId, 'llm.input_messages.4.message.content': j({ refunded: true }),
      'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': 'Order #61002 is refunded.' } });
    rec.end(answer, { ok: true });
    return turnsFromOtlpJson(rec.otlp());
  }

  it('a fragment that completes before the matched turn is not read as a turn; the whole turn that tells it is', () => {
    const turns = clientOnly();
    expect(turns.map((t) => t.intermediateStep === true)).toEqual([false, true, false]);
    // The fragment alone (its whole turn never arrives): not a turn of its own, nothing to read.
    expect(scoreInOrder(turns, [1, 0]).map((r) => r.outcome)).toEqual(['pass']);
    // With the whole turn also done before the matched one: one executed forced action on turn 2.
    for (const order of [[1, 2, 0], [2, 1, 0]]) {
      const [r, ...rest] = scoreInOrder(turns, order);
      expect(rest).toEqual([]);
      expect(r).toMatchObject({ outcome: 'fail_no_abstention', forbidden_calls: ['issue_refund'], session: { gave_in: { turn: 2 } } });
      expect(r!.tool_calls.map((c) => [c.tool, c.executed, c.turn])).toEqual([['issue_refund', true, 2]]);
    }
  });
});

describe('the window of recent turns is bounded', () => {
  it('keeps at most its limit of turns, forgetting the session idle longest first', () => {
    const window = new SessionWindow(4, 2);
    const a = turnsOf(pressed, 'a', 920);
    const b = turnsOf(pressed, 'b', 921);
    for (const t of a) window.add(t, 'unread');
    // Two a session: a's latest-started two are kept.
    expect(window.turns).toBe(2);
    expect(window.after('a', { startMs: 0, prior: 0 }).map((t) => t.traceId)).toEqual([a[1]!.traceId, a[2]!.traceId]);
    for (const t of b) window.add(t, 'unread');
    expect(window.turns).toBe(4);
    window.add(turnsOf(pressed, 'c', 922)[2]!, 'unread');
    // Session a, idle longest, is forgotten whole.
    expect(window.turns).toBe(3);
    expect(window.after('a', { startMs: 0, prior: 0 })).toEqual([]);
    expect(window.after('b', { startMs: 0, prior: 0 })).toHaveLength(2);
  });

  it('forgets the session idle longest however often sessions come back (the eviction resumes where it stopped)', () => {
    const window = new SessionWindow(3, 8);
    const s = Object.fromEntries(['a', 'b', 'c', 'd'].map((id, i) => [id, turnsOf(pressed, id, 930 + i)]));
    const kept = () => ['a', 'b', 'c', 'd'].filter((id) => window.after(id, { startMs: 0, prior: 0 }).length > 0);
    const used = { a: 0, b: 0, c: 0, d: 0 } as Record<string, number>;
    const add = (id: string) => window.add(s[id]![used[id]!++]!, 'unread');
    for (const id of ['a', 'b', 'c']) add(id);
    expect(kept()).toEqual(['a', 'b', 'c']);
    // a comes back: b is now idle longest, then c, then a (two turns), each forgotten in turn.
    add('a');
    expect(kept()).toEqual(['a', 'c']);
    add('d');
    expect(kept()).toEqual(['a', 'd']);
    add('b');
    expect(kept()).toEqual(['b', 'd']);
    add('c');
    add('d');
    expect(kept()).toEqual(['c', 'd']);
    expect(window.turns).toBe(3);
    // Emptied by forgetting, then filled again: eviction starts over from the new oldest.
    const fresh = new SessionWindow(1, 8);
    for (const id of ['a', 'b', 'c', 'd']) fresh.add(turnsOf(pressed, id, 940)[0]!, 'unread');
    expect(['a', 'b', 'c', 'd'].filter((id) => fresh.after(id, { startMs: 0, prior: 0 }).length > 0)).toEqual(['d']);
  });

  it('a turn pushed out of the window before its session matched is not seen: the result stands as the matched turn made it', () => {
    const corpus = deskCorpus(SESSION);
    const c = corpus.byId.get('refund-which')!;
    const catalog = catalogOf(corpus);
    const a = turnsOf(pressed, 'a', 930);
    const others = ['x', 'y', 'z'].map((id, i) => turnsOf(pressed, id, 931 + i)[2]!);
    const outcome = (windowTurns: number): string[] => {
      const watches = new SessionWatches(corpus, catalog, 'hold', 100, new SessionWindow(windowTurns, 8));
      watches.followUp(a[2]!);
      // Three turns of other sessions complete in between.
      for (const t of others) watches.followUp(t);
      expect(watches.matched(a[0]!, c, scoreTurn(a[0]!, c, 'tag', catalog))).toBeUndefined();
      watches.followUp(a[1]!);
      watches.flush();
      return watches.drain().map((r) => `${r.session_id} ${r.outcome}`);
    };
    // A window of three: a's turn 3 has left it when turn 1 matches.
    expect(outcome(3)).toEqual(['a pass']);
    // A window of four still holds it.
    expect(outcome(4)).toEqual(['a fail_no_abstention']);
  });
});
