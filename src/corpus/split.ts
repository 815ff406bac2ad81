import type { Case } from './schema.js';

/** Which cases a run scores: one split, or all of them. */
export type SplitSelection = 'dev' | 'holdout' | 'all';
export const SPLIT_SELECTIONS: readonly SplitSelection[] = ['all', 'dev', 'holdout'];

/** What a report says about the split it scored, so a held-out run is never mistaken for a dev run. */
export interface SplitInfo {
  selected: SplitSelection;
  /** Corpus cases in the selected split, and per split in the whole corpus. */
  cases: number;
  dev_cases: number;
  holdout_cases: number;
  /** Turns that answered a case of another split: matched, then left out. */
  excluded_turns: number;
}

export function inSplit(c: Pick<Case, 'split'>, selected: SplitSelection): boolean {
  return selected === 'all' || c.split === selected;
}

export function splitInfo(cases: readonly Case[], selected: SplitSelection, excludedTurns: number): SplitInfo {
  const holdout = cases.filter((c) => c.split === 'holdout').length;
  return {
    selected,
    cases: cases.filter((c) => inSplit(c, selected)).length,
    dev_cases: cases.length - holdout,
    holdout_cases: holdout,
    excluded_turns: excludedTurns,
  };
}
