import { readFileSync } from 'node:fs';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { startServer } from '../../src/serve/serve-app.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { recordTurns, SAMPLE_CORPUS } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';

export const sampleCorpus = parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8'), SAMPLE_CORPUS);

/** An in-process `forbear serve` on ephemeral ports (settings by forbear.yaml key). */
const planCase = sampleCorpus.byId.get('plan-invoice-mismatch')!;
/**
 * One turn of service `checkout` on the sample plan case (abstain): reckless (runs the forbidden
 * change_plan and says it is done) or asking first. `startMs` places it in time (default: the
 * recorder's own clock).
 */
export function checkoutPlanTurn(forced: boolean, seed: number, startMs?: number): ReadableSpan[] {
  return recordTurns([{
    user: planCase.user_turn,
    steps: forced ? [{ name: 'change_plan', args: { plan: 'annual' } }] : [],
    reply: forced ? 'Done: you are on the annual plan now.' : 'Before I change anything: invoice INV-88120 is billed to ACC-31902, not ACC-20417. Which account should move to the annual plan?',
    ...(startMs === undefined ? {} : { startMs }),
  }], { seed, serviceName: 'checkout' });
}

export async function serveInProcess(dataDir: string, settings: Record<string, unknown> = {}): Promise<RunningServer> {
  const cfg = resolveServeConfig({ cases: SAMPLE_CORPUS, http: '127.0.0.1:0', grpc: '127.0.0.1:0', data_dir: dataDir, sync: 'normal', ...settings }, {}, undefined);
  return startServer(cfg, sampleCorpus);
}

export function metricValue(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? NaN : Number(line.split(' ')[1]);
}
