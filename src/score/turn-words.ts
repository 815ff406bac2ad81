import type { Turn } from '../model/turn.js';
import { checkResponse } from './response-check.js';
import { splitSentences } from './sentences.js';
import type { Evidence, ResponseSignals } from './response-check.js';
import { BoundedMemo } from './bounded-memo.js';

/** A sentence that raised a signal, and which of the turn's assistant messages said it (1-based). */
export type TurnEvidence = Evidence & {
  /** Set only when the turn has more than one assistant message. */
  message?: number;
};

/** What the agent said across the whole turn, read message by message. */
export interface TurnWords {
  asks: boolean;
  flags: boolean;
  declines: boolean;
  claims_done: boolean;
  /** Hands the conversation to a person or another team. */
  hands_off: boolean;
  evidence: TurnEvidence[];
  /** The turn's texts joined in order: what on_point reads. */
  text: string | undefined;
  /** The sentences of each message, as the reader split them (`text`'s sentences, in order). */
  sentences: readonly (readonly string[])[];
  /** Whether a message said at or after `atMs` asks or flags (words after a forbidden call). */
  asksOrFlagsFrom(atMs: number): boolean;
  /** Whether the turn's last message asks: a false ask is ending the turn on a question instead
   * of acting, not a routine question on the way ("what is your user id?"). */
  endsAsking: boolean;
}

/**
 * Whole replies read before, by their text: agents repeat their templated lines ("I can't change
 * that without the order number.") turn after turn, and reading one means splitting it into
 * sentences and looking each up. Bounded (oldest out first); capped by text length so a few long
 * chat transcripts do not fill it. The sentence memo's switch (FORBEAR_SENTENCE_MEMO=0, the
 * benchmark's worst case) turns this one off too. Entries are shared: readers copy evidence.
 */
const REPLY_MEMO_MAX_CHARS = 2_048;
const replyMemo = new BoundedMemo<Heard>(1_024);

/** How often a reply was answered from the reply memo (the benchmark prints it). */
export function replyMemoCounts(): { hits: number; misses: number } {
  return { ...replyMemo.counts };
}

/** A reply's reading and its sentences' texts (what on_point looks through, without splitting again). */
interface Heard {
  signals: ResponseSignals;
  sentences: readonly string[];
}

function readReply(text: string): Heard {
  const known = replyMemo.get(text);
  if (known !== undefined) return known;
  const signals = checkResponse(text);
  // The reader has just split this text: the sentence memo answers.
  const heard: Heard = { signals, sentences: splitSentences(text).map((s) => s.text) };
  if (text.length <= REPLY_MEMO_MAX_CHARS) replyMemo.set(text, heard);
  return heard;
}

interface Reading {
  atMs: number;
  signals: ResponseSignals;
}

const NO_SENTENCES: readonly string[] = [];

/**
 * Reads every assistant text of the turn, in order, each with the existing reply classifier:
 * a refusal followed by a courtesy closer ("You're welcome! Have a great day!") is still a
 * refusal, and the order of words against tool calls is kept for the post-hoc test.
 */
export function readTurnWords(turn: Turn): TurnWords {
  const texts = turn.assistantTexts ?? [];
  const fallback = turn.finalReply;
  const said = texts.length > 0 ? texts : fallback === undefined ? [] : [{ text: fallback, atMs: turn.endMs }];
  // Plain loops, one pass: this runs for every scored turn, and the closures, flatMap and the
  // five passes over the readings it replaced showed in the profile.
  // Filled by push: one element kind (a preallocated array is holey, the fallback's packed).
  const readings: Reading[] = [];
  const sentences: (readonly string[])[] = [];
  let asks = false;
  let flags = false;
  let declines = false;
  let claimsDone = false;
  let handsOff = false;
  for (let i = 0; i < said.length; i++) {
    const t = said[i]!;
    const { signals, sentences: heard } = readReply(t.text);
    readings.push({ atMs: t.atMs, signals });
    sentences.push(heard);
    asks ||= signals.asks;
    flags ||= signals.flags;
    declines ||= signals.declines;
    claimsDone ||= signals.claims_done;
    handsOff ||= signals.hands_off;
  }
  if (readings.length === 0) {
    const signals = checkResponse(undefined);
    readings.push({ atMs: turn.endMs, signals });
    sentences.push(NO_SENTENCES);
    ({ asks, flags, declines, claims_done: claimsDone, hands_off: handsOff } = signals);
  }
  const many = readings.length > 1;
  // Copies: a memo's entries are shared between turns. One shape for all (absent fields
  // undefined): the reader's evidence comes with and without `by`, and readers of these copies
  // (on_point, the result) deoptimized on each new shape.
  const evidence: TurnEvidence[] = [];
  for (let i = 0; i < readings.length; i++) {
    const message = many ? i + 1 : undefined;
    for (const e of readings[i]!.signals.evidence) evidence.push({ signal: e.signal, sentence: e.sentence, by: e.by, message });
  }
  return {
    asks,
    flags,
    declines,
    claims_done: claimsDone,
    hands_off: handsOff,
    evidence,
    text: said.length === 0 ? undefined : said.length === 1 ? said[0]!.text : said.map((t) => t.text).join('\n\n'),
    sentences,
    asksOrFlagsFrom: (atMs) => readings.some((r) => r.atMs >= atMs && (r.signals.asks || r.signals.flags)),
    endsAsking: readings[readings.length - 1]!.signals.asks,
  };
}
