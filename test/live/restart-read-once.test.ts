import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadAlerting } from '../../src/cli/serve-alerts.js';
import type { TurnResult } from '../../src/model/result.js';
import { AlertHost } from '../../src/serve/alerts-host.js';
import { ResultsFile } from '../../src/serve/results-file.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { tempDir } from '../helpers/index.js';
import { readResults, waitFor } from '../serve/serve-helpers.js';
import { alertRules, clock, getJson, replaySpike, startLive } from './live-page-helpers.js';

// A restart rebuilds /v1/summary, the live page and the alert windows from results.jsonl. They
// used to read it three times (the engine's recovery, then once per warm-up); one read feeds all.

const t = tempDir('forbear-restart-read-');
afterAll(() => t.cleanup());
afterEach(() => vi.restoreAllMocks());
const dataDir = join(t.dir, 'data');
/** The page's clock, held still once every turn is scored: the views before and after the restart are of one moment. */
let frozen: number | undefined;
const now = (): number => frozen ?? clock();

const strip = (v: Record<string, unknown>): Record<string, unknown> => {
  const { generated_at: _, ...rest } = v;
  return rest;
};

/** What a user sees of the live page and the summary. */
async function pageViews(server: RunningServer): Promise<Record<string, unknown>> {
  const base = `http://${server.http}`;
  return {
    numbers: strip(await getJson(`${base}/v1/live/numbers?window=all`)),
    failing: strip(await getJson(`${base}/v1/live/turns?window=all&limit=200`)),
    forced: strip(await getJson(`${base}/v1/live/turns?window=all&only=forced&limit=200`)),
    // Its `input` counts what this process received (a restart starts at 0): the rest is rebuilt.
    summary: { ...strip(await getJson(`${base}/v1/summary`)), input: undefined },
  };
}

describe('forbear serve restart', () => {
  it('reads results.jsonl once; the live page and summary come back as they were, the alerts as a warm-up from the file gives', async () => {
    const first = await startLive(dataDir, {}, now);
    let before: Record<string, unknown>;
    try {
      expect(await replaySpike(`http://${first.http}`)).toBeGreaterThan(0);
      await waitFor(() => (first.engine.summaryView().places.length >= 180 && first.engine.openTurns === 0) || undefined, 30_000, 'every turn scored');
      frozen = clock();
      before = await pageViews(first);
    } finally {
      await first.close();
    }
    const read = vi.spyOn(ResultsFile.prototype, 'read');
    const lines = vi.spyOn(ResultsFile.prototype, 'lines');
    const second = await startLive(dataDir, {}, now);
    try {
      expect({ lines: lines.mock.calls.length, read: read.mock.calls.length }).toEqual({ lines: 1, read: 0 });
      const after = await pageViews(second);
      expect(after).toEqual(before);
      expect((after.failing as { turns: unknown[] }).turns.length).toBeGreaterThan(0);
      // The alerts: what the documented warm-up (every stored result at its turn's end time) gives
      // a fresh engine of the same rules, fed from a separate read of the file.
      const reference = new AlertHost({ ...(await loadAlerting(alertRules(t.dir), { env: {}, writeLine: () => undefined })), log: () => undefined }, (e) => {
        throw e;
      });
      const stored: TurnResult[] = readResults(dataDir);
      expect(reference.warmUp(stored, frozen)).toBeGreaterThan(0);
      const alerts = await getJson<{ rules: unknown }>(`http://${second.http}/v1/alerts`);
      expect(alerts.rules).toEqual(reference.snapshot(frozen).rules);
      // Not a comparison of two empty states: the warmed-up windows hold the spike's forced turns.
      expect(JSON.stringify(alerts.rules)).toMatch(/"offending":\[\{"case_id"/);
      await reference.close(0);
    } finally {
      await second.close();
    }
  }, 60_000);
});
