/**
 * Reading a held-out fixture the way a user meets it: the turns `forbear inspect` would show
 * (through the real decoder, adapters and assembler) and the results `forbear score` gives
 * against samples/corpus.yaml (through the real pipeline).
 */
import { readFileSync } from 'node:fs';
import type { TurnResult } from '../../src/model/result.js';
import type { Turn } from '../../src/model/turn.js';
import { scoreText } from './conventions.js';
import { corpusCases, SAMPLE_CORPUS } from './index.js';
import { turnsFromOtlpJson } from './turns.js';

export { j, pyRepr, ScriptRecorder, SpanKind, SpanStatusCode } from './held-out-recorder.js';

const cases = corpusCases(readFileSync(SAMPLE_CORPUS, 'utf8'));

/** The corpus's user turn for a case: fixtures speak the corpus's words, as real users did. */
export function userTurn(caseId: string): string {
  const c = cases.get(caseId);
  if (c === undefined) throw new Error(`no case ${caseId} in samples/corpus.yaml`);
  return c.user_turn;
}

export interface HeldOutReading {
  /** Every turn the assembler made, including fragments it will not score. */
  turns: Turn[];
  /** Turns that will be scored (not an intermediate step of a turn told elsewhere). */
  whole: Turn[];
  results: TurnResult[];
  unmatched: number;
}

export async function readHeldOut(otlpText: string): Promise<HeldOutReading> {
  const turns = turnsFromOtlpJson(otlpText);
  const { results, report } = await scoreText(otlpText);
  return { turns, whole: turns.filter((t) => t.intermediateStep !== true), results, unmatched: report.unmatched_turns };
}

/** What a user reads off a tool call in the report: name, executed or requested, status, arguments. */
export function callsOf(r: TurnResult): { tool: string; executed: boolean; status: string; arguments: unknown }[] {
  return r.tool_calls.map((c) => ({ tool: c.tool, executed: c.executed, status: c.status, arguments: c.arguments }));
}
