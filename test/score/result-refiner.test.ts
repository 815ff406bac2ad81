import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { refineStage } from '../../src/score/result-refiner.js';

const result = (caseId: string): TurnResult => ({ case_id: caseId, outcome: 'pass' }) as TurnResult;

describe('refineStage', () => {
  it('commits results in scoring order even when later refinements finish first', async () => {
    const release = new Map<string, () => void>();
    const committed: string[] = [];
    const stage = refineStage({
      refine: (r) => new Promise((resolve) => release.set(r.case_id, () => resolve({ ...r, outcome: `judged ${r.case_id}` }))),
      summary: () => ({}),
    }, (r) => committed.push(r.outcome));
    let chain: Promise<void> = Promise.resolve();
    for (const id of ['a', 'b', 'c']) chain = stage.after(chain, result(id));
    release.get('c')!();
    release.get('b')!();
    await new Promise((r) => setTimeout(r, 5));
    expect(committed).toEqual([]);
    release.get('a')!();
    await chain;
    expect(committed).toEqual(['judged a', 'judged b', 'judged c']);
  });
});
