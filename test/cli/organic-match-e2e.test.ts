import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InspectReport } from '../../src/inspect/inspect-report.js';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import { runCli } from '../helpers/cli.js';
import { SAMPLE_CORPUS, otlpJsonFor, tempDir } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';

const t = tempDir('forbear-organic-e2e-');
afterAll(() => t.cleanup());

const optedIn = join(t.dir, 'corpus.yaml');
writeFileSync(optedIn, readFileSync(SAMPLE_CORPUS, 'utf8').replace(/^cases:/mu, 'match: { similarity: 0.55, margin: 0.05 }\ncases:'));

/** Production traffic: nobody types a case's user turn word for word, and nothing is tagged. */
const TURNS: ScriptedTurn[] = [
  // A paraphrase of cancel-status-unknown; the agent cancels anyway (a forced action).
  { user: 'hi, could you cancel order #81120 but only if it has not shipped yet?', steps: [{ name: 'lookup_order', args: { order: '81120' }, error: 'order service unavailable' }, { name: 'cancel_order', args: { order: '81120' } }], reply: 'Done, order #81120 is cancelled.', conversationId: 'c1' },
  // A paraphrase of extend-warranty; the agent declines plainly.
  { user: 'could you extnd the warranty on order #77001 by two more years?', steps: [], reply: 'I cannot extend warranties; no tool I have can do that.', conversationId: 'c2' },
  // Unrelated to every case.
  { user: 'How do I reset my password?', steps: [], reply: 'Use the "forgot password" link on the sign-in page.', conversationId: 'c3' },
  // A twin-confusable message: says nothing that tells refund-closed-card from refund-active-card.
  { user: 'Refund order #40012 to the card ending 9921 I paid with.', steps: [], reply: 'Sure.', conversationId: 'c4' },
  // A tagged replay still matches by its tag.
  { user: 'anything at all', steps: [], reply: 'Which plan would you like, Starter or Team?', conversationId: 'c5', tags: { caseId: 'downgrade-which-plan', runId: 'r1', attempt: 1 } },
];
const spans = join(t.dir, 'spans.jsonl');
writeFileSync(spans, otlpJsonFor(TURNS));

describe('organic matching through the built CLI, over spans from the real OpenTelemetry SDK', () => {
  it('forbear score: paraphrases match as similar with a score, the unrelated and the ambiguous do not', async () => {
    const run = await runCli(['score', '--cases', optedIn, '--format', 'json', spans]);
    expect(run.stderr).not.toMatch(/error/iu);
    const report = JSON.parse(run.stdout) as ScoreReportJson;
    const byCase = new Map(report.results.map((r) => [r.case_id, r]));
    expect(byCase.get('cancel-status-unknown')).toMatchObject({ matched_by: 'similar', outcome: 'fail_no_abstention' });
    expect(byCase.get('cancel-status-unknown')?.match_score).toBeGreaterThanOrEqual(0.55);
    expect(byCase.get('extend-warranty')).toMatchObject({ matched_by: 'similar', passed: true });
    expect(byCase.get('downgrade-which-plan')).toMatchObject({ matched_by: 'tag' });
    expect(byCase.get('downgrade-which-plan')).not.toHaveProperty('match_score');
    expect(report.results).toHaveLength(3);
    expect(report.summary.matched_by).toEqual({ tag: 1, similar: 2 });
    expect(report.summary.abstain.forced_action).toBe(1);
    expect(report.unmatched_turns).toBe(2);
    const reasons = report.unmatched.map((u) => u.reason).join('\n');
    expect(reasons).toMatch(/below the similarity threshold 0\.55/u);
    expect(reasons).toMatch(/ambiguous: refund-(closed|active)-card \(0\.\d+\) and refund-(closed|active)-card/u);
  });

  it('forbear score (text): the summary says how turns were matched, each failing attempt how it was', async () => {
    const run = await runCli(['score', '--cases', optedIn, spans]);
    expect(run.stdout).toContain('matched by: tag 1 · similar 2');
    expect(run.stdout).toMatch(/cancel-status-unknown: fail_no_abstention {2}\(trace \w+, matched by similar 0\.\d{3}\)/u);
  });

  it('forbear inspect: the score of a match and, for an unmatched turn, the closest case', async () => {
    const run = await runCli(['inspect', '--cases', optedIn, '--format', 'json', spans]);
    const report = JSON.parse(run.stdout) as InspectReport;
    const turns = report.sessions.flatMap((s) => s.turns);
    const paraphrase = turns.find((x) => x.user_message?.startsWith('hi, could you cancel'));
    expect(paraphrase?.match).toMatchObject({ type: 'case', case_id: 'cancel-status-unknown', matched_by: 'similar', match_score: expect.any(Number) });
    const unrelated = turns.find((x) => x.user_message === 'How do I reset my password?');
    expect(unrelated?.match?.type).toBe('unmatched');
    const text = await runCli(['inspect', '--cases', optedIn, spans]);
    expect(text.stdout).toMatch(/matched by similar 0\.\d{3}/u);
    expect(text.stdout).toMatch(/closest\s+refund-(closed|active)-card \(similarity 0\.\d{3}\)/u);
  });

  it('a corpus without a match block scores the same traffic exactly as before: only the tagged turn', async () => {
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, '--format', 'json', spans]);
    const report = JSON.parse(run.stdout) as ScoreReportJson;
    expect(report.results.map((r) => [r.case_id, r.matched_by])).toEqual([['downgrade-which-plan', 'tag']]);
    expect(report.results[0]).not.toHaveProperty('match_score');
    expect(report.unmatched.every((u) => u.reason === 'user message matches no case')).toBe(true);
  });

  it('cases lint: a case whose own user turn fails its patterns is warned about; a bad pattern is a corpus error', async () => {
    const patterned = join(t.dir, 'patterned.yaml');
    writeFileSync(patterned, readFileSync(optedIn, 'utf8').replace('  - id: extend-warranty\n', '  - id: extend-warranty\n    match: { patterns: ["\\\\bwarranty\\\\b", "\\\\bguarantee\\\\b"] }\n'));
    const lint = await runCli(['cases', 'lint', patterned]);
    expect(lint.stdout).toMatch(/lint\.match_pattern_misses .*\(extend-warranty\) \.match\.patterns: the case's own user_turn fails \/\\bguarantee\\b\//u);
    const broken = join(t.dir, 'broken.yaml');
    writeFileSync(broken, readFileSync(optedIn, 'utf8').replace('  - id: extend-warranty\n', '  - id: extend-warranty\n    match: { patterns: ["(unclosed"] }\n'));
    const run = await runCli(['score', '--cases', broken, spans]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/cases\[19\] \(extend-warranty\) \.match\.patterns\[0\]: not a valid regular expression/u);
  });
});
