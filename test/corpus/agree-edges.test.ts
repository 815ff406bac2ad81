import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { agree } from '../../src/corpus/agree.js';
import { parseCorpus } from '../../src/corpus/load.js';
import type { Case } from '../../src/corpus/schema.js';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/index.js';

let cleanup = (): void => {};
afterEach(() => cleanup());

type C = Partial<Case> & Pick<Case, 'id'>;
const TOOLS = [{ name: 'issue_refund', effect: 'write' }, { name: 'cancel_order', effect: 'write' }];
const doc = (cases: C[]) => ({
  corpus: 'r', version: 1, tools: TOOLS,
  cases: cases.map((c) => ({ kind: 'abstain', scenario: 's1', user_turn: `turn ${c.id}`, forbidden_tools: ['issue_refund'], ...c })),
});
const corpus = (cases: C[]): Case[] => parseCorpus(JSON.stringify(doc(cases)), 'r.json').corpus.cases;
const run = (a: C[], b: C[]) => agree({ path: 'a', cases: corpus(a) }, { path: 'b', cases: corpus(b) });

describe('cases agree: edge cases', () => {
  it('two untouched copies of the mined candidates do not "agree": needs_review cases are neither kept nor counted', () => {
    // Before: both copies had the same scenario guess and the same empty forbidden tools, so every
    // unreviewed candidate was kept with kappa 1.
    const mined: C = { id: 'm1', forbidden_tools: [], needs_review: true };
    const r = run([mined, { id: 'x' }, { id: 'y', scenario: 's2' }], [mined, { id: 'x' }, { id: 'y', scenario: 's2' }]);
    expect(r.unreviewed).toEqual(['m1']);
    expect(r.kept).toEqual(['x', 'y']);
    expect(r.common).toBe(2);
    expect(r.kappa.label.n).toBe(2);
    // One side reviewed is not enough either.
    expect(run([{ id: 'm1' }], [mined]).kept).toEqual([]);
  });

  it('perfect agreement over several labels is kappa 1; one and the same label throughout is undefined, not 1', () => {
    const r = run([{ id: 'a' }, { id: 'b', scenario: 's2' }], [{ id: 'a' }, { id: 'b', scenario: 's2' }]);
    expect(r.kappa.label).toMatchObject({ kappa: 1, observed: 1 });
    const one = run([{ id: 'a' }, { id: 'b' }], [{ id: 'a' }, { id: 'b' }]);
    expect(one.kappa.label).toMatchObject({ kappa: null, observed: 1, expected: 1 });
    expect(one.kept).toEqual(['a', 'b']);
  });

  it('a scenario spelled differently is the same scenario', () => {
    const r = run([{ id: 'a', scenario: 'Conflicting_Evidence' }], [{ id: 'a', scenario: 'conflicting evidence' }]);
    expect(r.kept).toEqual(['a']);
  });

  it('an abstain case agreed on whose act twin was not keeps no dangling twin in the agreed file', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const twinPair: C[] = [{ id: 'x', twin: 'x-act' }, { id: 'x-act', kind: 'act', forbidden_tools: [], expected_tools: ['issue_refund'], twin: 'x' }];
    const [pa, pb, out] = ['a.yaml', 'b.yaml', 'agreed.yaml'].map((n) => join(t.dir, n)) as [string, string, string];
    writeFileSync(pa, stringify(doc(twinPair)));
    writeFileSync(pb, stringify(doc([twinPair[0]!, { ...twinPair[1]!, scenario: 's2' }])));
    const agreed = await runCli(['cases', 'agree', pa, pb, '-o', out]);
    expect(agreed.code).toBe(0);
    expect(agreed.stdout).toContain('kept without their twin');
    expect(agreed.stdout).toContain('  x (twin x-act)');
    // Before: the file kept `twin: x-act` and would not load ("no case with id x-act").
    expect(readFileSync(out, 'utf8')).not.toContain('twin:');
    const lint = await runCli(['cases', 'lint', out]);
    expect(lint.code).toBe(1);
    expect(lint.stdout).toContain('lint.twin_missing');
  });

  it('files with no reviewed case in common exit 2, say why, and write nothing', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const [pa, pb, out] = ['a.yaml', 'b.yaml', 'agreed.yaml'].map((n) => join(t.dir, n)) as [string, string, string];
    writeFileSync(pa, stringify(doc([{ id: 'a1' }])));
    writeFileSync(pb, stringify(doc([{ id: 'b1' }])));
    const r = await runCli(['cases', 'agree', pa, pb, '-o', out]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("Cohen's kappa, whole label (kind, scenario, forbidden tools): n/a (no case labelled by both)");
    expect(r.stderr).toContain('have no reviewed case in common');
    expect(() => readFileSync(out)).toThrow();
  });
});
