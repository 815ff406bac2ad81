/**
 * Back-pressure (issue 13, test 4): forbear holding `--max-open-turns` open turns answers
 * 429 + Retry-After (OTLP/HTTP) or RESOURCE_EXHAUSTED + RetryInfo (OTLP/gRPC). The real Collector
 * running the shipped collector-config/otelcol.yaml backs off, retries, and drops nothing: the
 * results still equal `forbear score` over the same spans.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { expectedLines, exportAll, makeExporter, readResults, settledResults, startServe, stopServe, waitFor } from '../serve/serve-helpers.js';
import type { ServeProcess } from '../serve/serve-helpers.js';
import { gatewayConfig } from './gateway-config.js';
import type { ForbearHop } from './gateway-config.js';
import { buildOtelcol, onFreePorts, promSum, startCollector } from './otelcol.js';
import type { Collector } from './otelcol.js';
import { agentSpans, scoreSpans, startBackend } from './oracle.js';
import type { ScoreJson } from './oracle.js';

const TOKEN = 'interop-token';
const tmp = tempDir('forbear-backpressure-');
let spans: ReadableSpan[];
let oracle: ScoreJson;

beforeAll(async () => {
  await buildOtelcol();
  spans = agentSpans(3);
  oracle = await scoreSpans(spans, tmp.dir);
}, 45 * 60_000);
afterAll(() => tmp.cleanup());

const RUNS: { hop: ForbearHop; refusal: Record<string, string>; said: RegExp }[] = [
  { hop: 'http/protobuf', refusal: { protocol: 'http', code: '429' }, said: /429|Too Many Requests/ },
  { hop: 'grpc', refusal: { protocol: 'grpc', code: 'RESOURCE_EXHAUSTED' }, said: /ResourceExhausted|RESOURCE_EXHAUSTED/ },
];

describe('forbear pushes back, the real Collector waits and retries', () => {
  for (const run of RUNS) {
    it(`over ${run.hop}: refused while busy, retried after Retry-After, nothing dropped`, async () => {
      const dir = join(tmp.dir, run.hop.replace('/', '-'));
      mkdirSync(dir);
      const token = run.hop === 'grpc' ? undefined : TOKEN;
      const backend = await startBackend();
      let forbear: ServeProcess | undefined;
      let collector: Collector | undefined;
      try {
        // Two open turns and a 5 s idle: the Collector's second batch (its batch timeout is 1 s) is
        // refused until the turns the first one opened are scored (Retry-After: 5).
        forbear = await startServe(['--data-dir', join(dir, 'forbear'), '--turn-idle', '5s', '--max-open-turns', '2', ...(token ? ['--auth-token', token] : [])]);
        const started = await onFreePorts(async () => {
          const config = await gatewayConfig(dir, run.hop, forbear!, backend.url);
          return { r: config, collector: await startCollector(config.config, { FORBEAR_AUTH_TOKEN: TOKEN }) };
        });
        const r = started.r;
        collector = started.collector;
        const exporter = makeExporter('http/protobuf', { http: r.http, grpc: r.grpc });
        await exportAll(exporter, spans, 100);
        await exporter.shutdown();

        const dataDir = join(dir, 'forbear');
        await waitFor(() => readResults(dataDir).length >= expectedLines(oracle.results), 90_000, `${oracle.results.length} results from forbear`);
        const metrics = await (await fetch(`http://${forbear.http}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).text();
        const refused = promSum(metrics, 'forbear_requests_total', run.refusal);
        expect(refused, 'requests forbear refused as busy').toBeGreaterThan(0);
        const retries = collector.log().split('\n').filter((l) => l.includes('Will retry') && run.said.test(l));
        expect(retries.length, 'the Collector logged its retries of the refused batches').toBeGreaterThan(0);
        // Retry-After (HTTP) and RetryInfo (gRPC) say 5 s (the turn idle), and the Collector read it.
        for (const l of retries) expect(l).toMatch(/Throttle \(5s\)/);

        await collector.stop();
        collector = undefined;
        expect(settledResults(readResults(dataDir))).toEqual(oracle.results);
        console.log(`[back-pressure ${run.hop}] forbear refused ${refused} request(s) as busy; the Collector logged ${retries.length} throttled retry(ies) (\"Throttle (5s)\"); all ${oracle.results.length} turns scored, as offline`);
      } finally {
        await collector?.stop();
        await stopServe(forbear);
        await backend.close();
      }
    }, 180_000);
  }
});
