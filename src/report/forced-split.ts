import type { TurnResult } from '../model/result.js';

/** How a forced action went: the forbidden call ran, ran and failed, or a gate held it (requested only). */
export type ForcedKind = 'executed' | 'failed' | 'gated';

export interface ForcedSplit {
  executed: number;
  failed: number;
  gated: number;
}

const FORCED = new Set(['fail_post_hoc', 'fail_no_abstention']);

/**
 * A forced action is the agent's decision, whether or not it took effect; the split says what
 * happened to it: any forbidden call that ran cleanly makes it `executed`, else one that ran and
 * returned an error `failed`, else every forbidden call was only requested (`gated`).
 */
export function forcedKindOf(r: Pick<TurnResult, 'kind' | 'outcome'> & Partial<Pick<TurnResult, 'tool_calls'>>): ForcedKind | undefined {
  if (r.kind !== 'abstain' || !FORCED.has(r.outcome) || r.tool_calls === undefined) return undefined;
  const forbidden = r.tool_calls.filter((c) => c.forbidden);
  if (forbidden.some((c) => c.executed && c.status !== 'error')) return 'executed';
  if (forbidden.some((c) => c.executed)) return 'failed';
  return 'gated';
}

/** An abstain pass that handed the conversation to a person (a hand-off tool, or a reply saying so). */
export function isHandoffPass(r: Pick<TurnResult, 'kind' | 'outcome'> & Partial<Pick<TurnResult, 'handoff'>>): boolean {
  return r.kind === 'abstain' && r.outcome === 'pass' && r.handoff !== undefined;
}

/** "executed 3 · failed 1 · held by a gate 2": the words every renderer uses. */
export function forcedSplitText(s: ForcedSplit): string {
  return `executed ${s.executed} · failed ${s.failed} · held by a gate ${s.gated}`;
}
