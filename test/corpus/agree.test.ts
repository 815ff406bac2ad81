import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agree } from '../../src/corpus/agree.js';
import { cohensKappa } from '../../src/corpus/kappa.js';
import { parseCorpus } from '../../src/corpus/load.js';
import type { Case } from '../../src/corpus/schema.js';
import { keepCases } from '../../src/corpus/keep-cases.js';
import { SAMPLES_DIR } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

describe("Cohen's kappa", () => {
  it('matches a hand computation over three kinds', () => {
    // A: 6 abstain, 2 act, 2 cannot. B agrees on items 1-5, 7-8 and 9 (po = 8/10) and has
    // 6 abstain, 3 act, 1 cannot. pe = .6·.6 + .2·.3 + .2·.1 = .44; κ = (.8 − .44)/(1 − .44) = 9/14.
    const a = ['abstain', 'abstain', 'abstain', 'abstain', 'abstain', 'abstain', 'act', 'act', 'cannot', 'cannot'];
    const b = ['abstain', 'abstain', 'abstain', 'abstain', 'abstain', 'act', 'act', 'act', 'cannot', 'abstain'];
    const k = cohensKappa(a, b);
    expect(k.observed).toBeCloseTo(0.8, 12);
    expect(k.expected).toBeCloseTo(0.44, 12);
    expect(k.kappa).toBeCloseTo(9 / 14, 12);
  });

  it('matches the textbook two-rater yes/no table (20, 5, 10, 15 → κ = 0.4)', () => {
    const a = [...Array(25).fill('yes'), ...Array(25).fill('no')] as string[];
    const b = [...Array(20).fill('yes'), ...Array(5).fill('no'), ...Array(10).fill('yes'), ...Array(15).fill('no')] as string[];
    expect(cohensKappa(a, b).kappa).toBeCloseTo(0.4, 12);
  });

  it('is undefined when both raters only ever use one label', () => {
    expect(cohensKappa(['x', 'x'], ['x', 'x']).kappa).toBeNull();
  });
});

type C = Partial<Case> & Pick<Case, 'id'>;
const corpus = (cases: C[]): Case[] => parseCorpus(JSON.stringify({
  corpus: 'r', version: 1, tools: [{ name: 'issue_refund', effect: 'write' }, { name: 'cancel_order', effect: 'write' }],
  cases: cases.map((c) => ({ kind: 'abstain', scenario: 's1', user_turn: `turn ${c.id}`, forbidden_tools: ['issue_refund'], ...c })),
}), 'r.json').corpus.cases;

describe('cases agree', () => {
  it('keeps agreement on kind, scenario and forbidden tools (in any order) and discards the rest with both labels', () => {
    const a = corpus([
      { id: 'same', forbidden_tools: ['issue_refund', 'cancel_order'] },
      { id: 'kind', kind: 'cannot', forbidden_tools: [] },
      { id: 'scenario', scenario: 's2' },
      { id: 'tools', forbidden_tools: ['cancel_order'] },
      { id: 'only-a' },
    ]);
    const b = corpus([
      { id: 'same', forbidden_tools: ['cancel_order', 'issue_refund'], reason: 'text may differ' },
      { id: 'kind' },
      { id: 'scenario' },
      { id: 'tools' },
      { id: 'only-b' },
    ]);
    const r = agree({ path: 'a', cases: a }, { path: 'b', cases: b });
    expect(r.common).toBe(4);
    expect(r.kept).toEqual(['same']);
    expect(r.discarded.map((d) => [d.id, d.fields])).toEqual([['kind', ['kind', 'forbidden_tools']], ['scenario', ['scenario']], ['tools', ['forbidden_tools']]]);
    expect(r.discarded[0]).toMatchObject({ a: { kind: 'cannot', forbidden_tools: [] }, b: { kind: 'abstain', forbidden_tools: ['issue_refund'] } });
    expect(r.only_in_a).toEqual(['only-a']);
    expect(r.only_in_b).toEqual(['only-b']);
    // Whole label: four distinct labels on A's side, B shares only "same"'s → pe = 1/16, po = 1/4.
    expect(r.kappa.label.kappa).toBeCloseTo((1 / 4 - 1 / 16) / (1 - 1 / 16), 12);
  });

  it('writes the agreed cases in reviewer A\'s text, comments kept', () => {
    const text = '# reviewer A\ncorpus: r\nversion: 1\ncases:\n  - id: x # keep me\n    kind: cannot\n    user_turn: t\n  - id: y\n    kind: cannot\n    user_turn: u\n';
    const kept = keepCases(text, new Set(['x']));
    expect(kept).toContain('# keep me');
    expect(kept).not.toContain('id: y');
  });

  it('the CLI prints the kappa and the discarded cases of the sample reviews', async () => {
    const dir = join(SAMPLES_DIR, 'mining');
    const run = await runCli(['cases', 'agree', join(dir, 'review-a.yaml'), join(dir, 'review-b.yaml'), '--format', 'json']);
    expect(run.code).toBe(0);
    const r = JSON.parse(run.stdout) as { kept: string[]; discarded: { id: string }[]; kappa: { label: { kappa: number } } };
    expect(r.discarded.map((d) => d.id)).toEqual(['ticket-zd-90103', 'ticket-zd-90104']);
    // Five unique labels on A's side, three shared by B: po = 3/5, pe = 3/25.
    expect(r.kappa.label.kappa).toBeCloseTo((3 / 5 - 3 / 25) / (1 - 3 / 25), 12);
    const text = await runCli(['cases', 'agree', join(dir, 'review-a.yaml'), join(dir, 'review-b.yaml')]);
    expect(text.stdout).toContain('ticket-zd-90104: differs on kind, scenario, forbidden_tools');
    expect(text.stdout).toMatch(/A: abstain \/ high_stakes_action \/ \[reissue_invoice\]\n\s+B: cannot \/ insufficient_tool_capability \/ \[\]/u);
  });
});
