import type { LoadedCorpus } from '../load.js';
import type { TwinPair } from './twin-pairs.js';

export interface CoverageRow {
  scenario: string;
  abstain: number;
  act: number;
  cannot: number;
  twin_pairs: number;
  holdout: number;
}

export interface Coverage {
  rows: CoverageRow[];
  /** Scenarios with abstain or act cases but not one complete twin pair. */
  scenarios_without_twins: string[];
}

/** "You need coverage across scenario types": cases per scenario and kind, and the twin pairs. */
export function coverage(corpus: LoadedCorpus, pairs: readonly TwinPair[]): Coverage {
  const rows = new Map<string, CoverageRow>();
  const row = (scenario: string): CoverageRow => {
    let r = rows.get(scenario);
    if (r === undefined) rows.set(scenario, (r = { scenario, abstain: 0, act: 0, cannot: 0, twin_pairs: 0, holdout: 0 }));
    return r;
  };
  for (const c of corpus.corpus.cases) {
    const r = row(c.scenario);
    r[c.kind]++;
    if (c.split === 'holdout') r.holdout++;
  }
  for (const p of pairs) row(p.scenario).twin_pairs++;
  const sorted = [...rows.values()].sort((a, b) => a.scenario.localeCompare(b.scenario));
  return {
    rows: sorted,
    scenarios_without_twins: sorted.filter((r) => r.abstain + r.act > 0 && r.twin_pairs === 0).map((r) => r.scenario),
  };
}
