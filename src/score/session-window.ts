import type { Turn } from '../model/turn.js';
import { comparePlace, placeOf } from './session-step.js';
import type { SessionPlace } from './session-step.js';

/**
 * Whole turns kept in all; past it the sessions idle longest are forgotten first. A whole turn
 * holds its trace's spans: 30 KB a turn measured on tau-bench's per-request traces (each carries
 * the conversation so far), so about 30 MB at most on that shape. Only turns that completed before
 * their session's first matched turn are kept whole: read in order, 24 of tau-bench's 1,341 were.
 */
const WINDOW_TURNS = 1_024;
/** Turns kept in all, whole or as places only (a place is a few dozen bytes). */
const WINDOW_PLACES = 16_384;
/** Turns kept per session, the latest started: as many as a watch keeps read (STEPS_KEPT). */
const SESSION_TURNS = 16;

/**
 * A completed turn of a session: kept whole while no case of its session has matched before it,
 * else only its place; `matched`: it answered a case (a later case ends the reach of an earlier one).
 */
export interface WindowEntry extends SessionPlace {
  turn: Turn | undefined;
  matched: boolean;
}

/**
 * The last few completed turns of each recently active session: under load a session's turns may
 * complete out of order (a receiver's requests in flight, a span file's lines), and a
 * session-scope case matched on turn 1 must still read turn 3 if turn 3 completed first. Only
 * whole turns are kept (a fragment of a turn is never one of its own), and whole only before their
 * session's first matched turn; matched turns, turns a watch read as they came and turns after a
 * match are kept as places only. Bounded in turns per session and in all, the session idle
 * longest forgotten first.
 */
export class SessionWindow {
  private readonly sessions = new Map<string, WindowEntry[]>();
  /**
   * Kept from one eviction to the next, so each starts where the last stopped. A fresh
   * `entries().next()` walked over every deleted slot at the map's front (the evicted sessions,
   * and the active ones moved to the end) until the next rehash: ~1.5 % of a scoring worker's
   * time (issue 19, serve44). A map iterator passes over deleted entries and reaches entries
   * added after it, so the first live one from where it stands is the session idle longest.
   */
  private oldest: MapIterator<[string, WindowEntry[]]> = this.sessions.entries();
  private size = 0;
  private whole = 0;

  constructor(
    private readonly limit = WINDOW_TURNS,
    private readonly perSession = SESSION_TURNS,
    private readonly places = WINDOW_PLACES,
  ) {}

  /** Whole turns kept (what the window's memory is). */
  get turns(): number {
    return this.whole;
  }

  /** A completed whole turn (`matched`: it answered a case; `read`: a watch read it; either kept as a place only). */
  add(turn: Turn, how: 'matched' | 'read' | 'unread'): void {
    if (turn.intermediateStep) return;
    const id = turn.sessionId;
    const list = this.sessions.get(id) ?? [];
    // Most recently active last: the limit forgets the session idle longest.
    this.sessions.delete(id);
    this.sessions.set(id, list);
    const place = placeOf(turn);
    // Whole only before the session's first matched turn kept: after one, a turn matters only to
    // a second case of the session matching out of order (rare), and a session's act turns would
    // otherwise fill the window with whole turns no case reads again.
    const whole = how === 'unread' && !list.some((e) => e.matched && comparePlace(e, place) < 0);
    // Written out, not `{ ...place }`: the spread was ~1 % of a scoring worker (serve44).
    const entry: WindowEntry = { startMs: place.startMs, prior: place.prior, turn: whole ? turn : undefined, matched: how === 'matched' };
    let at = list.length;
    while (at > 0 && comparePlace(list[at - 1]!, entry) > 0) at--;
    list.splice(at, 0, entry);
    this.size++;
    if (whole) this.whole++;
    if (list.length > this.perSession) this.drop(list.shift()!);
    while (this.whole > this.limit || this.size > this.places) {
      let next = this.oldest.next();
      if (next.done === true) next = (this.oldest = this.sessions.entries()).next();
      const [oldest, entries] = next.value as [string, WindowEntry[]];
      this.sessions.delete(oldest);
      for (const e of entries) this.drop(e);
    }
  }

  /**
   * A case matched at `from` has read what it could: the session's whole turns after it are kept as
   * places from now on (whole turns are kept only before a session's first matched turn).
   */
  settle(sessionId: string, from: SessionPlace): void {
    for (const e of this.sessions.get(sessionId) ?? []) {
      if (e.turn === undefined || comparePlace(e, from) <= 0) continue;
      e.turn = undefined;
      this.whole--;
    }
  }

  private drop(e: WindowEntry): void {
    this.size--;
    if (e.turn !== undefined) this.whole--;
  }

  /** Where the session's first matched turn kept that started after `from` stands, if any. */
  nextMatched(sessionId: string, from: SessionPlace): SessionPlace | undefined {
    for (const e of this.sessions.get(sessionId) ?? []) {
      if (e.matched && comparePlace(e, from) > 0) return e;
    }
    return undefined;
  }

  /**
   * The kept turns of a session that started after `from`, in start order, up to (not including)
   * the next matched turn or `until`: what a case matched at `from` would have read.
   */
  after(sessionId: string, from: SessionPlace, until?: SessionPlace): Turn[] {
    const out: Turn[] = [];
    for (const e of this.sessions.get(sessionId) ?? []) {
      if (comparePlace(e, from) <= 0) continue;
      if (until !== undefined && comparePlace(e, until) >= 0) break;
      if (e.matched) break;
      if (e.turn !== undefined) out.push(e.turn);
    }
    return out;
  }
}
