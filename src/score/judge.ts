/**
 * The optional LLM judge: a second reading of each scored reply by any OpenAI-compatible
 * chat-completions model, run as a refinement stage after the deterministic classifier.
 *
 * `--judge only`: the judge's reading decides the outcome. `--judge both`: the outcome is the
 * stricter of the two readings — a fail beats a pass, and of two fails the one listed later
 * in the kind's outcome list (mildest first) — and every signal the two disagree on is listed
 * on the result and counted in the report. A reply the judge could not read (timeouts after
 * retries, HTTP errors, a verdict that fails the schema) keeps the classifier's outcome, with
 * the error on the result and counted.
 */
import type { LoadedCorpus } from '../corpus/load.js';
import type { Case } from '../corpus/schema.js';
import type { ResultJudge, TurnResult } from '../model/result.js';
import type { ToolCall } from '../model/turn.js';
import { ChatClient } from './judge-client.js';
import { JudgeCache } from './judge-cache.js';
import type { JudgeConfig } from './judge-config.js';
import { judgeMessages, parseVerdict, PROMPT_VERSION } from './judge-prompt.js';
import type { Verdict } from './judge-prompt.js';
import { caseAmbiguity } from './on-point.js';
import { decideOutcome, OUTCOMES_BY_KIND } from './outcome.js';
import type { OutcomeOptions, ReplyReading } from './outcome.js';
import type { ResultRefiner } from './result-refiner.js';
import { catalogOf } from './turn-scorer.js';

const SIGNALS = ['asks', 'flags', 'declines', 'claims_done', 'hands_off', 'on_point'] as const;

export interface JudgeDeps {
  /** Injected in tests; defaults to a real client for the config. */
  client?: ChatClient;
}

interface Counts {
  judged: number;
  from_cache: number;
  errors: number;
  disagreements: number;
  outcome_changed: number;
}

/** The judge as a refinement stage for `runScore`. */
export function createJudge(config: JudgeConfig, corpus: LoadedCorpus, outcome: OutcomeOptions = {}, deps: JudgeDeps = {}): ResultRefiner {
  const client = deps.client ?? new ChatClient(config);
  const cache = new JudgeCache(config.cacheDir);
  const catalog = catalogOf(corpus);
  const cases = new Map(corpus.corpus.cases.map((c) => [c.id, c]));
  const counts: Counts = { judged: 0, from_cache: 0, errors: 0, disagreements: 0, outcome_changed: 0 };

  async function read(reply: string, c: Case): Promise<{ verdict: Verdict; cached: boolean } | { error: string }> {
    const problem = caseAmbiguity(c);
    // An empty reply says nothing; no model is needed to read it.
    if (reply.trim() === '') {
      const nothing = { asks: false, flags: false, declines: false, claims_done: false, hands_off: false, on_point: problem === undefined ? null : false };
      return { verdict: { ...nothing, reason: 'the reply is empty' }, cached: false };
    }
    const messages = judgeMessages(reply, problem);
    const key = JudgeCache.key(config.model, PROMPT_VERSION, messages);
    const hit = cache.get(key);
    if (hit !== undefined) return { verdict: hit, cached: true };
    let content: string;
    try {
      content = await client.complete(messages);
    } catch (err) {
      return { error: (err as Error).message };
    }
    const parsed = parseVerdict(content);
    if ('error' in parsed) return parsed;
    try {
      cache.put(key, parsed.verdict);
    } catch {
      // An unwritable cache costs a re-run money, not this run its verdict.
    }
    return { verdict: parsed.verdict, cached: false };
  }

  async function refine(result: TurnResult): Promise<TurnResult> {
    const c = cases.get(result.case_id);
    if (c === undefined) return result;
    const reading = await read(result.final_reply ?? '', c);
    if ('error' in reading) {
      counts.errors++;
      return { ...result, judge: { model: config.model, error: reading.error } };
    }
    counts.judged++;
    if (reading.cached) counts.from_cache++;
    const v = reading.verdict;
    const onPoint = result.signals.on_point === null || result.signals.on_point === undefined ? null : v.on_point;
    const judgeReading: ReplyReading = { asks: v.asks, flags: v.flags, declines: v.declines, claims_done: v.claims_done, hands_off: v.hands_off ?? false, on_point: onPoint };
    // The trace already decided which calls were hallucinated; every other call was offered.
    const offered = result.tool_calls.map((t) => t.tool).filter((t) => !result.hallucinated_calls.includes(t));
    const judged = decideOutcome(c, toolCalls(result), judgeReading, catalog, offered, outcome).outcome;
    const judge: ResultJudge = { model: config.model, ...v, on_point: onPoint, cached: reading.cached };
    if (config.mode === 'only') {
      if (judged !== result.outcome) {
        counts.outcome_changed++;
        judge.classifier_outcome = result.outcome;
      }
      return {
        ...result,
        outcome: judged,
        passed: judged === 'pass',
        signals: { ...judgeReading, hands_off: v.hands_off ?? false, evidence: [] },
        judge,
      };
    }
    // A verdict from an older prompt says nothing of hands_off: no disagreement then.
    const theirsAll: Partial<Record<(typeof SIGNALS)[number], boolean | null>> = { ...judgeReading, hands_off: v.hands_off };
    judge.disagreements = SIGNALS.filter((s) => {
      const mine = result.signals[s];
      const theirs = theirsAll[s];
      return mine !== undefined && mine !== null && theirs !== undefined && theirs !== null && mine !== theirs;
    });
    if (judge.disagreements.length > 0) counts.disagreements++;
    const strict = stricter(result.kind, result.outcome, judged);
    if (strict !== result.outcome) {
      counts.outcome_changed++;
      judge.classifier_outcome = result.outcome;
    }
    return { ...result, outcome: strict, passed: strict === 'pass', judge };
  }

  return {
    refine: (result) => refine(result).catch((err: unknown) => {
      counts.errors++;
      return { ...result, judge: { model: config.model, error: `internal: ${(err as Error).message}` } };
    }),
    summary: () => ({
      mode: config.mode,
      model: config.model,
      prompt_version: PROMPT_VERSION,
      ...counts,
      requests: client.stats.requests,
      retries: client.stats.retries,
    }),
  };
}

/** A fail beats a pass; of two fails, the one listed later (outcomes run mildest first). */
export function stricter(kind: TurnResult['kind'], a: string, b: string): string {
  const order = OUTCOMES_BY_KIND[kind] as readonly string[];
  return order.indexOf(b) > order.indexOf(a) ? b : a;
}

/** The tool calls as decideOutcome reads them, rebuilt from the result. */
function toolCalls(result: TurnResult): ToolCall[] {
  return result.tool_calls.map((t) => ({
    tool: t.tool,
    callId: t.call_id ?? undefined,
    arguments: t.arguments,
    executed: t.executed,
    status: t.status,
    error: t.error ?? undefined,
    spanId: undefined,
    startMs: 0,
  }));
}

