import type { AssistantText, Message } from '../model/turn.js';
import { lastAssistantText } from '../normalize/messages.js';
import type { SpanRecord } from '../normalize/span-record.js';
import { inOrder } from './in-order.js';
import { spanIndex } from './span-index.js';
import type { SpanIndex } from './span-index.js';

const SPEAKERS = new Set(['assistant', 'model', 'unknown']);

/** The texts an assistant said. Filled by push from one literal, so the array's kind settles
 * (filter/map gave an empty array of small integers or a full one of strings by turns, and the
 * loops over it deoptimized on each). */
function said(messages: readonly Message[]): string[] {
  const out: string[] = [];
  for (const m of messages) if (SPEAKERS.has(m.role) && m.text.trim() !== '') out.push(m.text);
  return out;
}

/**
 * Everything the agent said in a turn, in order: each model call's output (an agent that
 * refuses in one message and closes with "Have a great day!" in the next said both), the
 * turn root's reply when no model call said it. A sub-agent's words go to its caller, not to
 * the user, so model calls under a nested agent span are left out; one model call recorded by
 * two nested spans is read once.
 */
export function assistantTextsOf(root: SpanRecord, llms: SpanRecord[], members: SpanRecord[], clientOnly: boolean): AssistantText[] {
  const byId = spanIndex(members);
  const out: AssistantText[] = [];
  const overlaps = (a: SpanRecord, b: SpanRecord): boolean => a.startMs <= b.endMs && b.startMs <= a.endMs;
  const spoke: { span: SpanRecord; text: string }[] = [];
  const add = (span: SpanRecord, text: string, atMs: number): void => {
    if (spoke.some((s) => s.text === text && overlaps(s.span, span))) return;
    spoke.push({ span, text });
    out.push({ text, spanId: span.spanId, atMs });
  };
  const speakers = inOrder(llms.filter((r) => !underSubAgent(r, root, byId)), (a, b) => a.endMs - b.endMs);
  if (clientOnly && speakers.length > 0) {
    // The latest model call's input holds every earlier step of the turn, in order.
    const latest = speakers.reduce((best, r) => (r.startMs >= best.startMs ? r : best));
    const input = latest.view?.inputMessages?.() ?? [];
    const after = input.slice(startOfTurn(input));
    after.forEach((m, i) => {
      for (const text of said([m])) add(latest, text, latest.startMs - (after.length - i) / 1000);
    });
    for (const text of said(latest.view?.outputMessages?.() ?? [])) add(latest, text, latest.endMs);
  } else {
    for (const r of speakers) for (const text of said(r.view?.outputMessages?.() ?? [])) add(r, text, r.endMs);
  }
  // The root's output is the turn's reply; frameworks that return their whole state (LangGraph's
  // messages) put the conversation so far there too, so only its last text is the root's own.
  if (!llms.includes(root)) {
    const reply = lastAssistantText(root.view?.outputMessages?.() ?? []);
    if (reply !== undefined && !out.some((t) => t.text === reply)) out.push({ text: reply, spanId: root.spanId, atMs: root.endMs });
  }
  return inOrder(out, (a, b) => a.atMs - b.atMs);
}

/** Where the turn's own messages start: after the newest user message with text. */
function startOfTurn(input: Message[]): number {
  for (let i = input.length - 1; i >= 0; i--) if (input[i]!.role === 'user' && input[i]!.text.trim() !== '') return i + 1;
  return 0;
}

function underSubAgent(r: SpanRecord, root: SpanRecord, byId: SpanIndex<SpanRecord>): boolean {
  let parentId = r.parentSpanId;
  for (let hops = 0; parentId !== undefined && parentId !== root.spanId && hops < byId.size; hops++) {
    const parent = byId.get(parentId);
    if (parent === undefined) return false;
    if (parent.view?.role === 'agent') return true;
    parentId = parent.parentSpanId;
  }
  return false;
}
