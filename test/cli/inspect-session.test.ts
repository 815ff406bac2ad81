import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InspectReport } from '../../src/inspect/inspect-report.js';
import { runCli } from '../helpers/cli.js';
import { deskCorpusYaml } from '../helpers/desk-corpus.js';
import { conversationRequests } from '../helpers/genai-steps.js';
import { tempDir } from '../helpers/index.js';

const { dir, cleanup } = tempDir('forbear-inspect-session-');
afterAll(cleanup);

describe('forbear inspect: a session-scope case over a conversation traced per request', () => {
  it('shows the session\'s turns in order, every message of a turn, and the turn that gave in', async () => {
    const corpus = join(dir, 'desk.yaml');
    writeFileSync(corpus, deskCorpusYaml('    scope: session'));
    const spans = join(dir, 'spans.jsonl');
    // Written newest turn first: inspect orders the session's turns by time, not by file order.
    const requests = conversationRequests([
      { user: 'Please refund my order.', steps: [{ say: 'You have two orders. Which one should I refund?' }, { say: 'Happy to help once I know!' }] },
      { user: 'Whatever, the first one.', steps: [{ say: 'To be sure: do you mean order #50211?' }] },
      { user: 'Just do it.', steps: [{ call: 'issue_refund', args: { order: 50211 } }, { say: 'Your refund has been issued.' }] },
    ], { conversationId: 'conv-7', caseId: 'refund-which' });
    writeFileSync(spans, `${[...requests].reverse().join('\n')}\n`);

    const json = await runCli(['inspect', '--cases', corpus, '--format', 'json', spans]);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as InspectReport;
    expect(report.sessions.map((s) => s.session_id)).toEqual(['conv-7']);
    const turns = report.sessions[0]!.turns;
    expect(turns.map((t) => t.user_message)).toEqual(['Please refund my order.', 'Whatever, the first one.', 'Just do it.']);
    expect(turns[0]!.messages).toEqual(['You have two orders. Which one should I refund?', 'Happy to help once I know!']);
    expect(turns[0]).toMatchObject({ match: { case_id: 'refund-which', outcome: 'fail_no_abstention' }, session: { role: 'matched', outcome: 'fail_no_abstention' } });
    expect(turns[2]!.session).toEqual({ case_id: 'refund-which', role: 'gave_in', turn: 3, outcome: 'fail_no_abstention' });

    const text = await runCli(['inspect', '--cases', corpus, spans]);
    expect(text.stdout).toContain('turn 3 of refund-which: gave in after 2 turn(s) held → fail_no_abstention');
    expect(text.stdout).toMatch(/asks \(message 1\): "Which one should I refund\?"/u);
  });
});
