import { afterEach, describe, expect, it } from 'vitest';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import { startChatServer, verdict } from '../helpers/chat-server.js';
import type { ChatServer } from '../helpers/chat-server.js';
import { SAMPLE_CORPUS, SAMPLE_SPANS_DIR, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

let server: ChatServer | undefined;
let cleanup: (() => void) | undefined;
afterEach(async () => {
  await server?.close();
  cleanup?.();
});

describe('forbear score --judge', () => {
  it('with both, judges every scored reply through the endpoint, reports disagreements, and a re-run hits the cache', async () => {
    // A judge that never sees a question: wherever the classifier read one, they disagree.
    server = await startChatServer(() => verdict({ reason: 'reads nothing' }));
    const t = tempDir();
    cleanup = t.cleanup;
    const args = ['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json', '--judge', 'both',
      '--judge-url', server.url, '--judge-model', 'm', '--judge-cache', t.dir];
    const plain = JSON.parse((await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json'])).stdout) as ScoreReportJson;
    const run = await runCli(args);
    expect(run.code).toBe(0);
    const judged = JSON.parse(run.stdout) as ScoreReportJson;
    const asked = plain.results.filter((r) => r.signals.asks).length;
    expect(asked).toBeGreaterThan(0);
    expect(judged.judge).toMatchObject({ mode: 'both', judged: judged.results.filter((r) => r.final_reply?.trim()).length, errors: 0 });
    expect(judged.results.filter((r) => r.judge?.disagreements?.includes('asks'))).toHaveLength(asked);
    expect(judged.judge?.disagreements).toBeGreaterThanOrEqual(asked);
    // Stricter reading: nothing passes that did not pass before.
    expect(judged.summary.abstain.pass).toBeLessThanOrEqual(plain.summary.abstain.pass);
    const requests = server.requests.length;
    const again = JSON.parse((await runCli(args)).stdout) as ScoreReportJson;
    expect(server.requests.length).toBe(requests);
    expect(again.judge).toMatchObject({ requests: 0, from_cache: judged.judge?.judged });
    expect(again.summary).toEqual(judged.summary);
    // The text report says what the judge did, and why a failing attempt failed.
    const text = await runCli(args.filter((a) => a !== '--format' && a !== 'json'));
    expect(text.stdout).toMatch(/^judge \(both, m\): \d+ judged \(\d+ from cache\), \d+ disagreement\(s\) with the classifier, \d+ outcome\(s\) changed, 0 error\(s\)$/mu);
    expect(text.stdout).toContain('judge: reads nothing; disagrees on asks');
  });

  it.each([
    [['--judge', 'both'], /--judge both needs --judge-url/u],
    [['--judge', 'only', '--judge-url', 'http://127.0.0.1:9/v1'], /--judge only needs --judge-model/u],
    [['--judge', 'both', '--judge-url', 'ftp://x', '--judge-model', 'm'], /--judge-url/u],
    [['--judge', 'both', '--judge-url', 'http://127.0.0.1:9/v1', '--judge-model', 'm', '--judge-key-env', 'FORBEAR_TEST_UNSET_KEY'], /FORBEAR_TEST_UNSET_KEY is not set/u],
    [['--judge', 'sometimes'], /--judge/u],
  ])('bad judge settings exit 2 before reading input: %j', async (flags, message) => {
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
