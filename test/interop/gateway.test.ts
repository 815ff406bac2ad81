/**
 * Gateway (issue 13, test 1): agent spans from the real OTel JS SDK → the real Collector running
 * the shipped collector-config/otelcol.yaml → `forbear serve` over OTLP/HTTP protobuf, OTLP/HTTP
 * JSON and OTLP/gRPC, one run each; the user's trace backend beside it gets every span unchanged.
 * `/v1/summary` and results.jsonl must equal `forbear score` over the same spans, verdict for verdict.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { expectedLines, exportAll, makeExporter, readResults, settledResults, startServe, stopServe, waitFor, waitForRecorded } from '../serve/serve-helpers.js';
import type { ExporterKind, ServeProcess } from '../serve/serve-helpers.js';
import { gatewayConfig } from './gateway-config.js';
import { buildOtelcol, onFreePorts, startCollector } from './otelcol.js';
import type { Collector } from './otelcol.js';
import { agentSpans, liveSummary, scoreSpans, spanKey, startBackend } from './oracle.js';
import type { ScoreJson } from './oracle.js';

const TOKEN = 'interop-token';
const tmp = tempDir('forbear-gateway-');
let spans: ReadableSpan[];
let oracle: ScoreJson;

beforeAll(async () => {
  await buildOtelcol();
  spans = agentSpans();
  oracle = await scoreSpans(spans, tmp.dir);
  expect(oracle.results.length).toBeGreaterThan(10);
}, 45 * 60_000);
afterAll(() => tmp.cleanup());

interface Run {
  /** How forbear receives from the Collector. */
  forbear: 'http/protobuf' | 'http/json' | 'grpc';
  /** How the agent sends to the Collector. */
  agent: ExporterKind;
}

const RUNS: Run[] = [
  { forbear: 'http/protobuf', agent: 'http/protobuf' },
  { forbear: 'http/json', agent: 'grpc' },
  { forbear: 'grpc', agent: 'http/json' },
];

describe('real SDK → real Collector (collector-config/otelcol.yaml) → forbear serve', () => {
  for (const run of RUNS) {
    it(`forwards to forbear over ${run.forbear} (agent sends ${run.agent}): live results equal forbear score, the backend gets every span`, async () => {
      const dir = join(tmp.dir, run.forbear.replace('/', '-'));
      mkdirSync(dir);
      const grpc = run.forbear === 'grpc';
      // The Collector sends a bearer token over gRPC only with TLS: the gRPC run goes without one.
      const token = grpc ? undefined : TOKEN;
      const backend = await startBackend();
      let forbear: ServeProcess | undefined;
      let collector: Collector | undefined;
      try {
        forbear = await startServe(['--data-dir', join(dir, 'forbear'), '--turn-idle', '3s', ...(token ? ['--auth-token', token] : [])]);
        const started = await onFreePorts(async () => {
          const config = await gatewayConfig(dir, run.forbear, forbear!, backend.url);
          return { r: config, collector: await startCollector(config.config, { FORBEAR_AUTH_TOKEN: TOKEN }) };
        });
        const r = started.r;
        collector = started.collector;

        const exporter = makeExporter(run.agent, { http: r.http, grpc: r.grpc });
        await exportAll(exporter, spans, 20);
        await exporter.shutdown();

        const dataDir = join(dir, 'forbear');
        await waitFor(() => readResults(dataDir).length >= expectedLines(oracle.results), 60_000, `${oracle.results.length} results from forbear`);
        await waitForRecorded(forbear.http, oracle.results.length, 15_000, token);
        // Drained: nothing later may add a result or a span.
        await collector.stop();
        collector = undefined;
        expect(settledResults(readResults(dataDir))).toEqual(oracle.results);
        const live = await liveSummary(forbear.http, token);
        expect(live.summary).toEqual(oracle.summary);
        expect(settledResults(live.results)).toEqual(oracle.results);
        // The trace backend beside forbear got every span, as before forbear was added.
        expect([...backend.spanIds].sort()).toEqual(spans.map(spanKey).sort());
        // Protocol actually used on the last hop, as forbear counted it.
        const metrics = await (await fetch(`http://${forbear.http}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).text();
        expect(metrics).toMatch(new RegExp(`forbear_requests_total\\{protocol="${grpc ? 'grpc' : 'http'}",code="${grpc ? 'OK' : '200'}"\\} [1-9]`));
      } finally {
        await collector?.stop();
        await stopServe(forbear);
        await backend.close();
      }
    }, 120_000);
  }
});
