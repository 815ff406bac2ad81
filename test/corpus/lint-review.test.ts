import { describe, expect, it } from 'vitest';
import { lintCorpus } from '../../src/corpus/lint.js';
import type { LintReport } from '../../src/corpus/lint.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { normalizeUserText } from '../../src/corpus/normalize-text.js';
import type { Case } from '../../src/corpus/schema.js';
import { tokenEditDistance, tokenize } from '../../src/corpus/tokens.js';
import { Prng } from '../../bench/gen/prng.js';

type In = Partial<Case> & Pick<Case, 'id' | 'kind' | 'user_turn'>;
const TOOLS = [{ name: 'lookup_order', effect: 'read' }, { name: 'issue_refund', effect: 'write' }];

const abstain = (id: string, user_turn: string, twin?: string): In => ({
  id, kind: 'abstain', user_turn, tools_available: ['lookup_order', 'issue_refund'], forbidden_tools: ['issue_refund'],
  expected_question: 'Which order?', reason: 'two orders', source: `ticket:${id}`, ...(twin === undefined ? {} : { twin }),
});
const act = (id: string, user_turn: string, twin?: string): In => ({
  id, kind: 'act', user_turn, tools_available: ['lookup_order', 'issue_refund'], expected_tools: ['issue_refund'], source: `ticket:${id}`, ...(twin === undefined ? {} : { twin }),
});
const load = (cases: In[], version: number | string = 1) => parseCorpus(JSON.stringify({ corpus: 'c', version, tools: TOOLS, cases }), `v${version}.json`);
const lint = (cases: In[], old?: { cases: In[]; version?: number }, version: number | string = 1): LintReport =>
  lintCorpus(load(cases, version), old === undefined ? undefined : load(old.cases, old.version ?? 1));
const findings = (r: LintReport, code: string): string[] => r.findings.filter((f) => f.code === code).map((f) => `${f.case_id}: ${f.message}`);

const rng = (seed: number): (() => number) => {
  const prng = new Prng(seed);
  return () => prng.next();
};

describe('near-duplicate user turns without comparing every pair', () => {
  it('finds exactly the pairs a scan of every pair finds (random corpora rich in near-duplicates, repeats and one-word turns)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = rng(seed);
      const vocab = ['refund', 'order', 'the', 'my', 'please', 'cancel', '#1', '#2', 'now', 'it', 'and', 'card', 'plan', 'yes'];
      const turns: string[] = [];
      for (let i = 0; i < 160; i++) {
        const base = turns.length > 0 && r() < 0.5 ? turns[Math.floor(r() * turns.length)]!.split(' ') : [];
        const words = base.length > 0 ? base : Array.from({ length: Math.floor(r() * 24) }, () => vocab[Math.floor(r() * vocab.length)]!);
        const edits = Math.floor(r() * 4);
        for (let e = 0; e < edits; e++) {
          const at = Math.floor(r() * (words.length + 1));
          if (r() < 0.4) words.splice(at, 0, vocab[Math.floor(r() * vocab.length)]!);
          else if (r() < 0.7) words.splice(at, 1);
          else words[at] = vocab[Math.floor(r() * vocab.length)]!;
        }
        turns.push(words.join(' ') || (r() < 0.5 ? '?' : '!'));
      }
      const cases = turns.map((t, i) => ({ id: `c${i}`, kind: 'cannot' as const, user_turn: t, reason: 'r', source: 's' }));
      // The reference: every pair, the rule as documented.
      const expected: string[] = [];
      const toks = turns.map(tokenize);
      for (let i = 0; i < turns.length; i++) {
        for (let j = i + 1; j < turns.length; j++) {
          const limit = Math.max(1, Math.floor(0.1 * Math.max(toks[i]!.length, toks[j]!.length)));
          const d = tokenEditDistance(toks[i]!, toks[j]!);
          if (d <= limit && normalizeUserText(turns[i]!) !== normalizeUserText(turns[j]!)) expected.push(`c${j}: user turn is ${d} word${d === 1 ? '' : 's'} from case "c${i}", which is not its twin`);
        }
      }
      const got = findings(lint(cases), 'lint.near_duplicate_user_turn');
      expect(expected.length, `seed ${seed}`).toBeGreaterThan(20);
      expect(got, `seed ${seed}`).toEqual(expected);
    }
  });
});

describe('twins: pointing conventions', () => {
  const A = 'I have two orders, #1 and #2. Please refund one.';
  const B = 'I have two orders, #1 and #2. Please refund #1.';
  it('the act twin must point back: a one-way link is an error on the side that points', () => {
    expect(findings(lint([abstain('a', A, 'b'), act('b', B)]), 'lint.twin_not_reciprocal')).toEqual(['a: twin "b" does not point back (its twin is not set)']);
  });

  it('checked from the act side too: an act case pointing at an abstain case that points elsewhere', () => {
    const r = lint([abstain('a', A, 'b'), act('b', B, 'a'), act('b2', 'I have two orders, #1 and #2. Please refund #2.', 'a')]);
    expect(findings(r, 'lint.twin_not_reciprocal')).toEqual(['b2: twin "a" does not point back (its twin is "b")']);
    expect(r.twins.map((t) => `${t.abstain}~${t.act}`)).toEqual(['a~b']);
  });

  it('an act case may be the one that names the pair first: both pointing is a pair whichever is listed first', () => {
    const r = lint([act('b', B, 'a'), abstain('a', A, 'b')]);
    expect(r.findings.filter((f) => f.code.startsWith('lint.twin'))).toEqual([]);
    expect(r.twins).toMatchObject([{ abstain: 'a', act: 'b', distance: 1 }]);
  });
});

describe('cases lint --against: renamed cases', () => {
  const v1 = [abstain('refund-which', 'I have two orders, #1 and #2. Please refund one.', 'refund-named'), act('refund-named', 'I have two orders, #1 and #2. Please refund #1.', 'refund-which')];
  // Only the ids change (and the twins that name them); the source pointers stay.
  const v2 = [{ ...abstain('refund-ambiguous', v1[0]!.user_turn, 'refund-one'), source: v1[0]!.source }, { ...act('refund-one', v1[1]!.user_turn, 'refund-ambiguous'), source: v1[1]!.source }];

  it('a renamed pair is listed as renamed (not two removed and two added), warned about, and still needs a new version', () => {
    const same = lint(v2, { cases: v1 });
    expect(same.against).toMatchObject({
      added: [], removed: [], changed: [],
      renamed: [{ from: 'refund-which', to: 'refund-ambiguous' }, { from: 'refund-named', to: 'refund-one' }],
    });
    expect(findings(same, 'lint.version_unchanged')).toEqual(['null: content differs from v1.json (2 renamed) but the version is still 1: bump it']);
    expect(findings(same, 'lint.case_renamed')[0]).toContain('this is case "refund-which" of v1.json under a new id');
    expect(lint(v2, { cases: v1 }, 2).errors).toBe(0);
  });

  it('a renamed case that also changed is renamed and changed', () => {
    const edited = [{ ...v2[0]!, reason: 'two candidate orders' }, v2[1]!];
    expect(lint(edited, { cases: v1 }, 2).against).toMatchObject({ renamed: [{ from: 'refund-which' }, { from: 'refund-named' }], changed: ['refund-ambiguous'] });
  });

  it('a version that goes down is a warning', () => {
    expect(findings(lint(v1, { cases: v1, version: 3 }, 2), 'lint.version_decreased')).toEqual(['null: version 2 is lower than 3 in v3.json: versions should only go up']);
  });
});

describe('private history in other languages', () => {
  it('flags "as discussed" and "my usual" in German, Spanish, French and Italian user turns, not plain requests', () => {
    const turns = [
      'Schicken Sie es bitte wie besprochen an die Adresse.',
      'Quiero cambiar mi dirección de siempre.',
      "Comme je vous l'ai dit, annulez la commande 7.",
      'Come ti ho detto, rimborsa il solito ordine.',
      'Cancela el pedido 77, por favor.',
    ];
    const r = lint(turns.map((t, i) => ({ id: `c${i}`, kind: 'cannot', user_turn: t, reason: 'r', source: 's' })));
    expect(r.findings.filter((f) => f.code === 'lint.private_history').map((f) => f.case_id)).toEqual(['c0', 'c1', 'c2', 'c3']);
  });
});
