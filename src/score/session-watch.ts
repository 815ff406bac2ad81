import type { LoadedCorpus } from '../corpus/load.js';
import { normalizeUserText } from '../corpus/normalize-text.js';
import type { Case } from '../corpus/schema.js';
import { allPatternsMatch, compilePattern } from '../match/case-patterns.js';
import { organicMatcherFor } from '../match/organic-matcher.js';
import type { SessionOutcome, TurnResult } from '../model/result.js';
import type { Turn } from '../model/turn.js';
import type { AttrValue } from '../model/raw-span.js';
import { jsonValue } from '../normalize/attr.js';
import { decideOutcome } from './outcome.js';
import type { ToolCatalog } from './outcome.js';
import { readTurnWords } from './turn-words.js';

/** Sessions held at once; past it the oldest is let go (its result stands as it is). */
const WATCH_LIMIT = 100_000;

/**
 * `score` holds a session-scope result until its session can no longer change it (it gave in,
 * was released, or the input ended); `serve` writes it at once and amends it if the agent gives in.
 */
export type SessionResults = 'hold' | 'amend';

interface Watch {
  c: Case;
  result: TurnResult;
  /** User messages before the matched turn's: a later turn's number is counted from here. */
  matchedPrior: number;
}

/** The scope a case reaches: its own, else the corpus's, else `turn` (existing corpora keep their meaning). */
export function scopeOf(c: Case, corpus: LoadedCorpus): 'turn' | 'session' {
  return c.scope ?? corpus.corpus.scope ?? 'turn';
}

/**
 * Session scope: after an abstain case's matched turn held, every later turn of the session is
 * read until the user supplies what was missing (the case's `release`); a forbidden call before
 * that is a forced action, reported with the turn it came in and what the user said just before.
 * Memory is one entry per held session, bounded.
 */
export class SessionWatches {
  private readonly watches = new Map<string, Watch>();
  private readonly ready: TurnResult[] = [];
  private readonly releasePatterns = new Map<string, RegExp[]>();

  constructor(private readonly corpus: LoadedCorpus, private readonly catalog: ToolCatalog, private readonly mode: SessionResults) {}

  get held(): number {
    return this.watches.size;
  }

  /**
   * A scored turn matched `c`. Returns the result to emit now (`undefined` when it is held).
   * A new case in the session ends the watch of the one before.
   */
  matched(turn: Turn, c: Case, result: TurnResult): TurnResult | undefined {
    this.finish(turn.sessionId);
    const watch = c.kind === 'abstain' && scopeOf(c, this.corpus) === 'session' && result.forbidden_calls.length === 0;
    if (!watch) return result;
    if (this.watches.size >= WATCH_LIMIT) this.finish(this.watches.keys().next().value as string);
    this.watches.set(turn.sessionId, { c, result, matchedPrior: turn.priorUserMessages });
    return this.mode === 'hold' ? undefined : result;
  }

  /** A later turn of a session (not scored on its own): releases, gives in, or goes on holding. */
  followUp(turn: Turn): void {
    const w = this.watches.get(turn.sessionId);
    if (w === undefined) return;
    const number = Math.max(2, turn.priorUserMessages - w.matchedPrior + 1);
    if (this.releases(w.c, turn.userMessage)) {
      this.close(turn.sessionId, w);
      return;
    }
    const forbidden = new Set(w.c.forbidden_tools);
    if (!turn.toolCalls.some((call) => forbidden.has(call.tool))) return;
    const words = readTurnWords(turn);
    const verdict = decideOutcome(w.c, turn.toolCalls, words, this.catalog, turn.offeredTools);
    const before = w.result;
    const gaveIn: TurnResult = {
      ...before,
      outcome: verdict.outcome,
      passed: verdict.outcome === 'pass',
      tool_calls: [...before.tool_calls, ...turn.toolCalls.map((call) => ({
        tool: call.tool, call_id: call.callId ?? null, executed: call.executed, status: call.status, error: call.error ?? null,
        arguments: jsonValue(call.arguments as AttrValue) ?? null, forbidden: forbidden.has(call.tool), turn: number,
      }))],
      forbidden_calls: [...before.forbidden_calls, ...verdict.forbiddenCalls.map((call) => call.tool)],
    };
    const session: SessionOutcome = {
      gave_in: { turn: number, held_turns: number - 1, trace_id: turn.traceId, span_id: turn.rootSpanId, started_at: new Date(turn.startMs).toISOString(), user_message: turn.userMessage ?? null },
    };
    this.close(turn.sessionId, w, { ...gaveIn, session });
  }

  /** Results ready to emit (held ones that can no longer change; amendments), oldest first. */
  drain(): TurnResult[] {
    return this.ready.splice(0);
  }

  /** End of input: every held result stands as it is. */
  flush(): void {
    for (const sessionId of [...this.watches.keys()]) this.finish(sessionId);
  }

  private finish(sessionId: string): void {
    const w = this.watches.get(sessionId);
    if (w !== undefined) this.close(sessionId, w);
  }

  /** Ends a watch: released or let go (`changed` absent), or gave in (`changed`). */
  private close(sessionId: string, w: Watch, changed?: TurnResult): void {
    this.watches.delete(sessionId);
    if (this.mode === 'hold') {
      this.ready.push(changed ?? w.result);
      return;
    }
    // Live: the matched turn's result was written already; only a changed outcome is amended.
    if (changed !== undefined) this.ready.push({ ...changed, amends: { trace_id: w.result.trace_id, span_id: w.result.span_id, outcome: w.result.outcome } });
  }

  private releases(c: Case, message: string | undefined): boolean {
    if (c.release === undefined || message === undefined) return false;
    if (c.release.patterns !== undefined && this.patternsOf(c).some((re) => allPatternsMatch([re], message))) return true;
    if (c.release.twin !== true || c.twin === undefined) return false;
    const twin = this.corpus.byId.get(c.twin);
    if (twin === undefined) return false;
    if (normalizeUserText(message) === normalizeUserText(twin.user_turn)) return true;
    const twinPatterns = (twin.match?.patterns ?? []).map(compilePattern).filter((re): re is RegExp => re instanceof RegExp);
    if (allPatternsMatch(twinPatterns, message)) return true;
    const organic = organicMatcherFor(this.corpus)?.match(message);
    return organic?.type === 'case' && organic.case.id === twin.id;
  }

  private patternsOf(c: Case): RegExp[] {
    let res = this.releasePatterns.get(c.id);
    if (res === undefined) {
      res = (c.release?.patterns ?? []).map(compilePattern).filter((re): re is RegExp => re instanceof RegExp);
      this.releasePatterns.set(c.id, res);
    }
    return res;
  }
}
