/**
 * The bad settings a user can make in collector-config/otelcol.yaml that forbear can see, made in
 * the real Collector: forbear's log names the fix. (A wrong Content-Type is not among them: the
 * Collector always labels what it sends; test/serve/sender-hints.test.ts covers it from an SDK.)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { exportAll, makeExporter, startServe, stopServe, waitFor } from '../serve/serve-helpers.js';
import type { ServeProcess } from '../serve/serve-helpers.js';
import { buildOtelcol, deriveConfig, onFreePorts, receiverEdits, startCollector } from './otelcol.js';
import type { Collector, ConfigEdit } from './otelcol.js';
import { agentSpans, startBackend } from './oracle.js';

const TOKEN = 'interop-token';
const tmp = tempDir('forbear-missend-');
let spans: ReadableSpan[];

beforeAll(async () => {
  await buildOtelcol();
  spans = agentSpans(2);
}, 45 * 60_000);
afterAll(() => tmp.cleanup());

const MISTAKES: { name: string; edit: (forbear: string) => ConfigEdit[]; says: RegExp }[] = [
  {
    name: 'endpoint with /v1/traces already on it',
    edit: (f) => [[['exporters', 'otlp_http/forbear', 'endpoint'], `http://${f}/v1/traces`]],
    says: /POST "\/v1\/traces\/v1\/traces" answered 404: .*set `endpoint` to forbear's base URL/,
  },
  {
    name: 'compression: none',
    edit: (f) => [[['exporters', 'otlp_http/forbear', 'endpoint'], `http://${f}`], [['exporters', 'otlp_http/forbear', 'compression'], 'none']],
    says: /KiB export arrived uncompressed \(accepted\): set `compression: gzip`.*\[sender: OpenTelemetry Collector/,
  },
];

describe('a misconfigured real Collector: forbear logs the fix, once', () => {
  for (const m of MISTAKES) {
    it(m.name, async () => {
      const dir = join(tmp.dir, m.name.replace(/\W+/g, '-'));
      mkdirSync(dir);
      const backend = await startBackend();
      let forbear: ServeProcess | undefined;
      let collector: Collector | undefined;
      try {
        forbear = await startServe(['--data-dir', join(dir, 'forbear'), '--grpc', 'off', '--auth-token', TOKEN]);
        const started = await onFreePorts(async () => {
          const edits = await receiverEdits();
          const config = deriveConfig('otelcol.yaml', dir, [
            ...edits.edits,
            [['extensions', 'file_storage/queue', 'directory'], join(dir, 'queue')],
            [['exporters', 'otlp_http/backend', 'endpoint'], backend.url],
            ...m.edit(forbear!.http),
          ]);
          return { r: edits, collector: await startCollector(config, { FORBEAR_AUTH_TOKEN: TOKEN }) };
        });
        const r = started.r;
        collector = started.collector;
        const exporter = makeExporter('http/protobuf', { http: r.http, grpc: '' });
        await exportAll(exporter, spans, 100);
        await exporter.shutdown();
        const saidNow = (): string[] => forbear!.output().split('\n').filter((l) => m.says.test(l));
        await waitFor(() => saidNow().length > 0, 20_000, `forbear's hint for ${m.name}`).catch(() => undefined);
        // Long enough for the Collector's retries and later batches to repeat the mistake.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        const said = saidNow();
        await collector.stop();
        collector = undefined;
        const hints = forbear.output().split('\n').filter((l) => l.startsWith('forbear: warning:'));
        expect(said, forbear.output()).toHaveLength(1);
        // Said once, however many batches repeated the mistake.
        expect(hints).toEqual(said);
      } finally {
        await collector?.stop();
        await stopServe(forbear);
        await backend.close();
      }
    }, 120_000);
  }
});
