import { readFileSync } from 'node:fs';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { startServer } from '../../src/serve/serve-app.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { SAMPLE_CORPUS } from '../helpers/index.js';

export const sampleCorpus = parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8'), SAMPLE_CORPUS);

/** An in-process `forbear serve` on ephemeral ports (settings by forbear.yaml key). */
export async function serveInProcess(dataDir: string, settings: Record<string, unknown> = {}): Promise<RunningServer> {
  const cfg = resolveServeConfig({ cases: SAMPLE_CORPUS, http: '127.0.0.1:0', grpc: '127.0.0.1:0', data_dir: dataDir, sync: 'normal', ...settings }, {}, undefined);
  return startServer(cfg, sampleCorpus);
}

export function metricValue(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? NaN : Number(line.split(' ')[1]);
}
