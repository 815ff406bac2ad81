import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  corpusCases,
  expectedMarkdown,
  loadDemoPlan,
  renderDemoFile,
  SAMPLE_CORPUS,
  SAMPLE_EXPECTED_MD,
  SAMPLE_SPANS_DIR,
} from '../helpers/index.js';

const cases = corpusCases(readFileSync(SAMPLE_CORPUS, 'utf8'));
const plan = loadDemoPlan();
const turns = plan.flatMap((f) => f.turns);
const norm = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

// Kept local (not imported from src/score) so the samples check the scorer rather than mirror it.
const OUTCOMES: Record<string, string[]> = {
  abstain: ['pass', 'fail_implicit_abstention', 'fail_post_hoc', 'fail_no_abstention'],
  act: ['pass', 'fail_false_ask', 'fail_wrong_action', 'fail_no_action', 'fail_wrong_arguments', 'fail_extra_action'],
  cannot: ['pass', 'fail_hallucinated_tool', 'fail_action', 'fail_false_ask', 'fail_no_decline'],
};

describe('demo plan', () => {
  it('names only corpus cases, with an outcome valid for the case kind', () => {
    for (const t of turns) {
      if (t.unscored === 'unmatched') {
        expect(t.caseId).toBeUndefined();
        continue;
      }
      const c = cases.get(t.caseId!);
      expect(c, t.caseId).toBeDefined();
      if (t.expected !== null) expect(OUTCOMES[c!.kind], `${t.caseId}`).toContain(t.expected);
    }
  });

  it('covers every outcome of every kind, and every case', () => {
    for (const [kind, outcomes] of Object.entries(OUTCOMES)) {
      const seen = new Set(turns.filter((t) => t.caseId && cases.get(t.caseId)?.kind === kind).map((t) => t.expected));
      for (const o of outcomes) expect(seen.has(o), `${kind}: ${o}`).toBe(true);
    }
    expect(new Set(turns.map((t) => t.caseId).filter(Boolean))).toEqual(new Set(cases.keys()));
    expect(turns.some((t) => t.turn.steps.some((s) => s.executed === false))).toBe(true);
    expect(turns.some((t) => t.turn.steps.some((s) => s.error !== undefined))).toBe(true);
    expect(turns.some((t) => t.turn.subAgent)).toBe(true);
    expect(turns.some((t) => t.turn.messages === 'structured')).toBe(true);
    expect(turns.some((t) => t.unscored === 'follow_up' && (t.turn.history?.length ?? 0) > 0)).toBe(true);
  });

  it('never repeats a (case, attempt) among scored tagged turns', () => {
    const keys = turns.filter((t) => t.turn.tags && t.expected !== null).map((t) => `${t.caseId}#${t.attempt}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('untagged turns carry no tags and the case text up to case and whitespace', () => {
    const untagged = plan.find((f) => f.file === 'run-1-untagged.jsonl')!.turns;
    for (const t of untagged) {
      expect(t.turn.tags).toBeUndefined();
      if (t.caseId) expect(norm(t.turn.user)).toBe(norm(cases.get(t.caseId)!.user_turn));
    }
    // At least one differs byte-wise, so normalization is exercised.
    expect(untagged.some((t) => t.caseId && t.turn.user !== cases.get(t.caseId)!.user_turn)).toBe(true);
  });

  it('writes unambiguous replies: claims-done replies never ask, asking replies contain a question', () => {
    const claimsDone = new Set(['fail_no_abstention', 'fail_wrong_action', 'fail_no_decline', 'fail_hallucinated_tool']);
    for (const t of turns) {
      const kind = t.caseId ? cases.get(t.caseId)?.kind : undefined;
      // A session that gives in later held on its first turn: its claim is on the turn that gave in.
      if (t.behaviour === 'gives in later') continue;
      const reply = t.turn.reply.toLowerCase();
      if ((t.expected && claimsDone.has(t.expected)) || (kind === 'act' && t.expected === 'pass')) {
        expect(reply, t.turn.reply).not.toMatch(/\?|\bwhich\b|confirm|clarify/);
      }
      if (t.expected === 'fail_false_ask') expect(reply).toContain('?');
    }
    const session = turns.filter((t) => t.behaviour === 'gives in later');
    expect(session[0]!.turn.reply).toContain('?');
    expect(session.at(-1)!.turn.reply).not.toMatch(/\?|\bwhich\b|confirm|clarify/);
  });

  it('shows a session-scope case that gives in on a later turn, and a hand-off', () => {
    const session = turns.filter((t) => t.caseId === 'address-missing-unit' && t.attempt === 4);
    expect(session.map((t) => t.turn.history?.filter((m) => m.role === 'user').length ?? 0)).toEqual([0, 1, 2]);
    expect(session[0]!.expected).toBe('fail_no_abstention');
    expect(session.at(-1)!.turn.steps.map((s) => s.name)).toContain('update_address');
    const handOff = turns.find((t) => t.behaviour === 'hand-off')!;
    expect(handOff).toMatchObject({ expected: 'pass' });
    expect(handOff.turn.steps.map((s) => s.name)).toContain('escalate_ticket');
  });
});

describe('checked-in samples', () => {
  // Fails when samples/ was edited without `npm run samples`.
  const rendered = plan.map(renderDemoFile);

  it('match a fresh regeneration byte for byte', () => {
    for (const r of rendered) {
      const onDisk = readFileSync(join(SAMPLE_SPANS_DIR, r.file.file));
      if (typeof r.content === 'string') expect(onDisk.toString('utf8'), r.file.file).toBe(r.content);
      else expect(gunzipSync(onDisk).toString('utf8'), r.file.file).toBe(gunzipSync(r.content).toString('utf8'));
    }
    expect(readFileSync(SAMPLE_EXPECTED_MD, 'utf8')).toBe(expectedMarkdown(rendered, (id) => cases.get(id)?.kind));
  });

  it('jsonl files hold several requests, each line a JSON object with resourceSpans', () => {
    for (const r of rendered.filter((x) => x.file.format === 'jsonl')) {
      const lines = (r.content as string).trimEnd().split('\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const l of lines) expect(JSON.parse(l)).toHaveProperty('resourceSpans');
    }
  });
});
