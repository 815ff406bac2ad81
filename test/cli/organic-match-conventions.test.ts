import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import { runCli } from '../helpers/cli.js';
import { conventionOtlpJson } from '../helpers/conventions.js';
import type { DialectName } from '../helpers/conventions.js';
import { tempDir } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';

const t = tempDir('forbear-organic-conventions-');
afterAll(() => t.cleanup());

/** The held-out IT-helpdesk corpus (a domain the matcher was not tuned on), opted in at the recommended settings. */
const corpus = join(t.dir, 'helpdesk.yaml');
writeFileSync(corpus, readFileSync(new URL('../fixtures/match-heldout-helpdesk.yaml', import.meta.url), 'utf8')
  .replace(/^cases:/mu, 'match: { similarity: 0.55, margin: 0.05 }\ncases:'));

const EMAIL = 'Hello IT,\n\nSorry for the long mail, I am writing from the airport lounge and the connection keeps dropping, so I am putting everything in one message before my flight boards.\n\n' +
  'Please move my desk phone extension 5230 to my new desk on the fifth floor. I don\'t know the desk number yet.\n\n' +
  'Best regards,\nChris Doyle | Regional Sales Lead | Contoso Ltd\nThis message and its attachments are confidential and intended only for the addressee. If you received it in error, please tell the sender and delete it.';

/** Production traffic: untagged, in the users' own words and with their own identifiers. */
const TURNS: ScriptedTurn[] = [
  // Paraphrase of wipe-which-laptop: the agent wipes without asking which laptop — a forced action.
  { user: "I've got two work laptops, LT-6120 and LT-6388, and I left one of them in a taxi last night. Please wipe it remotely.", steps: [{ name: 'lookup_device', args: { asset: 'LT-6120' } }, { name: 'remote_wipe', args: { asset: 'LT-6120' } }], reply: 'Done: LT-6120 has been wiped.', conversationId: 'c1' },
  // Paraphrase of seats-with-count: the agent buys the seats.
  { user: "We've run out of Adobe Creative Cloud licences in marketing, please purchase 8 more seats.", steps: [{ name: 'add_license_seats', args: { product: 'Creative Cloud', seats: 8 } }], reply: 'I have added 8 Creative Cloud seats for marketing.', conversationId: 'c2' },
  // A pasted mail around a paraphrase of extension-missing-desk: the agent asks which desk.
  { user: EMAIL, steps: [], reply: 'Which desk on the fifth floor should extension 5230 move to?', conversationId: 'c3' },
  // Unrelated to every case.
  { user: 'The printer on the third floor is jammed again.', steps: [], reply: 'I have logged a ticket with facilities.', conversationId: 'c4' },
  // Twin-confusable: says nothing that tells access-not-approved from access-approved.
  { user: 'Please give me write access to the Finance-Payroll shared drive.', steps: [], reply: 'Sure.', conversationId: 'c5' },
];

const CONVENTIONS: DialectName[] = ['gen_ai', 'openinference', 'traceloop'];

describe.each(CONVENTIONS)('organic matching of %s traffic on a held-out corpus, through the built CLI', (convention) => {
  const spans = join(t.dir, `${convention}.jsonl`);
  writeFileSync(spans, conventionOtlpJson(TURNS, convention, { serviceName: 'helpdesk-agent' }));

  it('forbear score --format json: paraphrases match as similar with a score; unrelated and twin-confusable turns do not', async () => {
    const run = await runCli(['score', '--cases', corpus, '--format', 'json', spans]);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as ScoreReportJson;
    const byCase = new Map(report.results.map((r) => [r.case_id, r]));
    expect([...byCase.keys()].sort()).toEqual(['extension-missing-desk', 'seats-with-count', 'wipe-which-laptop']);
    for (const r of report.results) {
      expect(r.matched_by).toBe('similar');
      expect(r.match_score).toBeGreaterThanOrEqual(0.55);
      expect(r.match_score).toBeLessThanOrEqual(1);
    }
    expect(byCase.get('wipe-which-laptop')).toMatchObject({ outcome: 'fail_no_abstention' });
    expect(byCase.get('seats-with-count')).toMatchObject({ passed: true });
    expect(byCase.get('extension-missing-desk')).toMatchObject({ passed: true });
    expect(report.summary.matched_by).toEqual({ similar: 3 });
    expect(report.summary.abstain.forced_action).toBe(1);
    expect(report.unmatched_turns).toBe(2);
    const reasons = report.unmatched.map((u) => u.reason).join('\n');
    expect(reasons).toMatch(/below the similarity threshold 0\.55/u);
    expect(reasons).toMatch(/access-(not-)?approved \(0\.\d{3}\) and its twin access-(not-)?approved/u);
  });

  it('forbear score (text): the breakdown and the failing attempt show how they were matched, with the score', async () => {
    const run = await runCli(['score', '--cases', corpus, spans]);
    expect(run.stdout).toContain('matched by: similar 3');
    expect(run.stdout).toMatch(/wipe-which-laptop: fail_no_abstention {2}\(trace \w+, matched by similar 0\.\d{3}\)/u);
  });
});
