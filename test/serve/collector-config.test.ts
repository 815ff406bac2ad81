import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

const DIR = join(REPO_ROOT, 'collector-config');
const load = (name: string): Record<string, any> => {
  const doc = parseDocument(readFileSync(join(DIR, name), 'utf8'));
  expect(doc.errors).toEqual([]);
  return doc.toJS() as Record<string, any>;
};

describe('collector-config/', () => {
  it('every file is valid YAML whose pipelines name only components it defines', () => {
    // prometheus-alerts*.yaml hold Prometheus rule groups and their promtool unit tests, not Collector
    // pipelines (test/serve/alerts-serve.test.ts, prometheus-rules-promtool.test.ts).
    // builder.yaml is the Collector Builder manifest (test/interop/collector-validate.test.ts builds and runs it).
    const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && !f.startsWith('prometheus-alerts') && f !== 'builder.yaml');
    expect(files.sort()).toEqual(['loadbalancing.yaml', 'otelcol-file.yaml', 'otelcol.yaml']);
    for (const f of files) {
      const cfg = load(f);
      for (const [name, p] of Object.entries(cfg.service.pipelines as Record<string, Record<string, string[]>>)) {
        for (const kind of ['receivers', 'processors', 'exporters'] as const) {
          for (const id of p[kind] ?? []) expect(cfg[kind]?.[id], `${f}: pipeline ${name} names ${kind} ${id}`).toBeDefined();
        }
      }
      for (const ext of cfg.service.extensions ?? []) expect(cfg.extensions?.[ext], `${f}: extension ${ext}`).toBeDefined();
    }
  });

  it('otelcol.yaml keeps the standard receivers and sends forbear gzip protobuf with a bearer token, retries and a disk queue', () => {
    const cfg = load('otelcol.yaml');
    expect(cfg.receivers.otlp.protocols).toEqual({ grpc: { endpoint: '0.0.0.0:4317' }, http: { endpoint: '0.0.0.0:4318' } });
    const ex = cfg.exporters['otlp_http/forbear'];
    expect(ex).toMatchObject({ endpoint: 'http://127.0.0.1:4418', encoding: 'proto', compression: 'gzip', retry_on_failure: { enabled: true }, sending_queue: { enabled: true, storage: 'file_storage/queue' } });
    expect(ex.auth.authenticator).toBe('bearertokenauth/forbear');
    expect(cfg.service.pipelines.traces.exporters).toEqual(['otlp_http/backend', 'otlp_http/forbear']);
  });

  it('every Collector config limits memory first, batches, and (where it sends) queues on disk and retries', () => {
    for (const f of ['otelcol.yaml', 'loadbalancing.yaml', 'otelcol-file.yaml']) {
      const cfg = load(f);
      expect(cfg.service.pipelines.traces.processors, f).toEqual(['memory_limiter', 'batch']);
      for (const [id, ex] of Object.entries(cfg.exporters as Record<string, Record<string, any>>)) {
        if (id.startsWith('file/')) continue; // writes synchronously: no queue or retry to configure
        expect(ex.retry_on_failure?.enabled, `${f}: ${id}`).toBe(true);
        expect(ex.sending_queue?.storage, `${f}: ${id}`).toBe('file_storage/queue');
      }
    }
  });

  it('loadbalancing.yaml routes by trace id over gRPC; otelcol-file.yaml rotates', () => {
    expect(load('loadbalancing.yaml').exporters['load_balancing/forbear'].routing_key).toBe('traceID');
    expect(load('otelcol-file.yaml').exporters['file/forbear'].rotation.max_megabytes).toBeGreaterThan(0);
  });

  it('every otlp_http exporter uses only keys the exporter has (the Collector v0.161.0 does not check them, a typo would be silently ignored)', () => {
    const known: Record<string, string[] | null> = {
      endpoint: null, traces_endpoint: null, encoding: null, compression: null, timeout: null, headers: null, tls: null,
      auth: ['authenticator'],
      retry_on_failure: ['enabled', 'initial_interval', 'max_interval', 'max_elapsed_time', 'multiplier', 'randomization_factor'],
      sending_queue: ['enabled', 'num_consumers', 'queue_size', 'storage', 'sizer', 'block_on_overflow', 'wait_for_result', 'batch'],
    };
    for (const f of ['otelcol.yaml', 'loadbalancing.yaml', 'otelcol-file.yaml']) {
      for (const [id, ex] of Object.entries(load(f).exporters as Record<string, Record<string, any>>)) {
        if (!id.startsWith('otlp_http')) continue;
        for (const [k, v] of Object.entries(ex)) {
          expect(Object.keys(known), `${f}: exporters.${id}.${k}`).toContain(k);
          const sub = known[k];
          if (sub) for (const kk of Object.keys(v as object)) expect(sub, `${f}: exporters.${id}.${k}.${kk}`).toContain(kk);
        }
      }
    }
  });
});
