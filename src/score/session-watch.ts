import type { LoadedCorpus } from '../corpus/load.js';
import { normalizeUserText } from '../corpus/normalize-text.js';
import type { Case } from '../corpus/schema.js';
import { allPatternsMatch, compilePattern, isPattern } from '../match/case-patterns.js';
import type { CasePattern } from '../match/case-patterns.js';
import { organicMatcherFor } from '../match/organic-matcher.js';
import type { TurnResult } from '../model/result.js';
import type { Turn } from '../model/turn.js';
import type { ToolCatalog } from './outcome.js';
import { applyStep, comparePlace, placeOf, readStep } from './session-step.js';
import type { FollowStep, SessionPlace } from './session-step.js';
import { SessionWindow } from './session-window.js';

/**
 * Sessions held at once; past it the least recently active is let go (its result stands as it
 * is, and goes out). Each holds one result and what at most STEPS_KEPT later turns did (their
 * calls only when they acted), so memory stays at a few tens of megabytes.
 */
const WATCH_LIMIT = 20_000;

/**
 * `score` holds a session-scope result until its session can no longer change it (released, a
 * new case matched in the session, let go, or the input ended); `serve` writes it at once and
 * amends it each time a later turn changes it.
 */
export type SessionResults = 'hold' | 'amend';

interface Watch {
  c: Case;
  /** The matched turn's own result (as written at once in `serve`). */
  result: TurnResult;
  /** After a later turn changed it: the result as the session has made it so far. */
  current?: TurnResult;
  /** `serve`: the outcome last written for the case (what an amendment replaces). */
  written: string;
  /** User messages before the matched turn's: a later turn's number is counted from here. */
  matchedPrior: number;
  /** The matched turn's place in the session. */
  place: SessionPlace;
  /** Later turns read so far, in start order: the last STEPS_KEPT (older ones are folded into `base`). */
  steps: ReadStep[];
  /** The result with the steps no longer kept folded in (undefined: none folded yet). */
  base?: TurnResult;
  /** Turns that started at or before this place are not read: the matched turn, or the last step folded away. */
  floor: SessionPlace;
  /** The user's release, once read: later turns are not the case's; earlier ones may still come. */
  released?: SessionPlace;
  /** The user-message counts of the later turns read (to tell whether a turn before the release is still to come). */
  priors: Set<number>;
  closed: boolean;
}

type ReadStep = Exclude<FollowStep, { releases: true }>;

/**
 * Later turns a watch keeps, to read a turn that completes out of order in its place: past it the
 * oldest is folded into the result, and a turn that started before that one is no longer seen.
 */
const STEPS_KEPT = 16;

/** The scope a case reaches: its own, else the corpus's, else `turn` (existing corpora keep their meaning). */
export function scopeOf(c: Case, corpus: LoadedCorpus): 'turn' | 'session' {
  return c.scope ?? corpus.corpus.scope ?? 'turn';
}

function hasSessionScope(corpus: LoadedCorpus): boolean {
  for (const c of corpus.byId.values()) if (c.kind === 'abstain' && scopeOf(c, corpus) === 'session') return true;
  return false;
}

/**
 * Session scope: after an abstain case's matched turn held, every later turn of the session is
 * read until the user supplies what was missing (the case's `release`); a forbidden call before
 * that is a forced action, reported with the turn it came in and what the user said just before.
 * A session's turns are read in the order they started (their root spans' start times), whatever
 * order they complete in: turns of the session that completed before its matched turn but started
 * after it are read when it matches (from a bounded window of recent turns), and a later turn that
 * completes before an earlier one is put in its place and the session read again.
 * Memory is one entry per held session and a bounded window of recent turns.
 */
export class SessionWatches {
  private readonly watches = new Map<string, Watch>();
  private readonly ready: TurnResult[] = [];
  private readonly releasePatterns = new Map<string, CasePattern[]>();
  /** Recent turns of each session; only kept when some case reaches its session. */
  private readonly window: SessionWindow | undefined;

  constructor(
    private readonly corpus: LoadedCorpus,
    private readonly catalog: ToolCatalog,
    private readonly mode: SessionResults,
    private readonly limit = WATCH_LIMIT,
    window?: SessionWindow,
  ) {
    this.window = window ?? (hasSessionScope(corpus) ? new SessionWindow() : undefined);
  }

  get held(): number {
    return this.watches.size;
  }

  /**
   * A scored turn matched `c`. Returns the result to emit now (`undefined` when it is held).
   * A new case in the session ends the watch of the one before (of one that started before it).
   */
  matched(turn: Turn, c: Case, result: TurnResult): TurnResult | undefined {
    const sessionId = turn.sessionId;
    this.window?.add(turn, 'matched');
    const place = placeOf(turn);
    const existing = this.watches.get(sessionId);
    // An earlier case of the session that completes after a later one matched: the later one's
    // watch goes on, and this one reads only the turns between them that are here already.
    const later = existing !== undefined && comparePlace(existing.place, place) > 0;
    const until = later ? existing.place : this.window?.nextMatched(sessionId, place);
    if (existing !== undefined && !later) {
      this.cut(existing, place);
      this.close(sessionId, existing);
    }
    const watch = c.kind === 'abstain' && scopeOf(c, this.corpus) === 'session' && result.forbidden_calls.length === 0;
    if (!watch) {
      this.window?.settle(sessionId, place);
      return result;
    }
    const w: Watch = { c, result, written: result.outcome, matchedPrior: turn.priorUserMessages, place, steps: [], floor: place, priors: new Set(), closed: false };
    if (until === undefined) {
      if (this.watches.size >= this.limit) this.finish(this.watches.keys().next().value as string);
      this.watches.set(sessionId, w);
    }
    // Turns of the session that started after this one and completed before it, in start order.
    for (const next of this.window?.after(sessionId, place, until) ?? []) {
      if (w.closed) break;
      this.read(sessionId, w, next);
    }
    if (until !== undefined && !w.closed) this.close(sessionId, w);
    this.window?.settle(sessionId, place);
    if (this.mode === 'hold') return undefined;
    return result;
  }

  /**
   * A later turn of a session (not scored on its own): releases the case, gives in, or goes on
   * holding. After giving in the session is still read — a later forbidden call or a later warning
   * is part of the same forced action — until the release or the session's end. A turn that
   * started before the matched turn is not the case's to read.
   */
  followUp(turn: Turn): void {
    const w = this.watches.get(turn.sessionId);
    // Kept whole only while no watch reads it: in order, a watched session's window holds places.
    this.window?.add(turn, w === undefined ? 'unread' : 'read');
    if (w === undefined) return;
    // Most recently active last: the limit lets go of the session idle longest.
    this.watches.delete(turn.sessionId);
    this.watches.set(turn.sessionId, w);
    if (comparePlace(placeOf(turn), w.floor) <= 0) return;
    this.read(turn.sessionId, w, turn);
  }

  /** Reads one later turn into a watch, in its place by start time. */
  private read(sessionId: string, w: Watch, turn: Turn): void {
    // After the user's release acting is right: a turn that started after it is not the case's.
    if (w.released !== undefined && comparePlace(placeOf(turn), w.released) >= 0) return;
    const step = readStep(turn, w.c, this.catalog, w.matchedPrior, (message) => this.releases(w.c, message));
    w.priors.add(step.prior);
    const last = w.steps[w.steps.length - 1];
    const inOrder = last === undefined || comparePlace(last, step) <= 0;
    if (step.releases) {
      w.released = step;
      if (!inOrder) {
        // Turns read that started after the release were the user's to allow: read again without them.
        w.steps = w.steps.filter((s) => comparePlace(s, step) < 0);
        this.reread(w);
      }
    } else if (inOrder) {
      w.steps.push(step);
      this.keepSteps(w);
      const next = applyStep(w.current ?? w.result, step);
      if (next !== undefined) this.change(w, next);
    } else {
      let at = w.steps.length;
      while (at > 0 && comparePlace(w.steps[at - 1]!, step) > 0) at--;
      w.steps.splice(at, 0, step);
      this.keepSteps(w);
      this.reread(w);
    }
    if (w.released !== undefined && this.allBefore(w, w.released)) this.close(sessionId, w);
  }

  /**
   * Whether every turn between the matched turn and `release` has been read, by their user-message
   * counts: until then the watch waits for the missing ones (a turn that completes after the
   * release), within the held-sessions bound; once they are in, the result can no longer change.
   */
  private allBefore(w: Watch, release: SessionPlace): boolean {
    for (let prior = w.matchedPrior + 1; prior < release.prior; prior++) if (!w.priors.has(prior)) return false;
    return true;
  }

  /** Folds the steps past STEPS_KEPT into the watch's base, oldest first. */
  private keepSteps(w: Watch): void {
    while (w.steps.length > STEPS_KEPT) {
      const oldest = w.steps.shift()!;
      const base = w.base ?? w.result;
      w.base = applyStep(base, oldest) ?? base;
      w.floor = oldest;
    }
  }

  /** Reads the kept steps again in start order; a changed result is written as one change. */
  private reread(w: Watch): void {
    let next = w.base ?? w.result;
    for (const s of w.steps) next = applyStep(next, s) ?? next;
    // Rare (a turn out of order): comparing the two results whole is cheap enough.
    if (JSON.stringify(next) !== JSON.stringify(w.current ?? w.result)) this.change(w, next);
  }

  /** A new case matched at `place`: the turns this watch read that started from there on are not its. */
  private cut(w: Watch, place: SessionPlace): void {
    const kept = w.steps.filter((s) => comparePlace(s, place) < 0);
    if (kept.length === w.steps.length) return;
    w.steps = kept;
    this.reread(w);
  }

  private change(w: Watch, next: TurnResult): void {
    w.current = next;
    if (this.mode === 'amend') {
      // Live: each change is an amendment of the matched turn's result, naming what it replaces.
      this.ready.push({ ...next, amends: { trace_id: w.result.trace_id, span_id: w.result.span_id, outcome: w.written } });
      w.written = next.outcome;
    }
  }

  /** Results ready to emit (held ones that can no longer change; amendments), oldest first. */
  drain(): TurnResult[] {
    return this.ready.splice(0);
  }

  /** The trace of each held session's matched turn: the results a flush gives out carry these. */
  *heldTraceIds(): Generator<string> {
    for (const w of this.watches.values()) yield w.result.trace_id;
  }

  /** End of input: every held result stands as it is. */
  flush(): void {
    for (const sessionId of [...this.watches.keys()]) this.finish(sessionId);
  }

  private finish(sessionId: string): void {
    const w = this.watches.get(sessionId);
    if (w !== undefined) this.close(sessionId, w);
  }

  /** Ends a watch (released, let go, or the input ended): in `score` its result goes out now. */
  private close(sessionId: string, w: Watch): void {
    w.closed = true;
    if (this.watches.get(sessionId) === w) this.watches.delete(sessionId);
    if (this.mode === 'hold') this.ready.push(w.current ?? w.result);
  }

  private releases(c: Case, message: string | undefined): boolean {
    if (c.release === undefined || message === undefined) return false;
    if (c.release.patterns !== undefined && this.patternsOf(c).some((re) => allPatternsMatch([re], message))) return true;
    if (c.release.twin !== true || c.twin === undefined) return false;
    const twin = this.corpus.byId.get(c.twin);
    if (twin === undefined) return false;
    if (normalizeUserText(message) === normalizeUserText(twin.user_turn)) return true;
    // The twin's patterns are compiled once, by the corpus's organic matcher.
    const matcher = organicMatcherFor(this.corpus);
    if (matcher === undefined) return false;
    if (matcher.patternsMatch(twin, message)) return true;
    const organic = matcher.match(message);
    return organic.type === 'case' && organic.case.id === twin.id;
  }

  private patternsOf(c: Case): CasePattern[] {
    let res = this.releasePatterns.get(c.id);
    if (res === undefined) {
      // The corpus schema has refused any pattern that does not compile.
      res = (c.release?.patterns ?? []).map(compilePattern).filter(isPattern);
      this.releasePatterns.set(c.id, res);
    }
    return res;
  }
}
