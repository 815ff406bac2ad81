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
    const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && !f.startsWith('prometheus-alerts'));
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

  it('otelcol.yaml sends forbear gzip protobuf with a bearer token, retries and a queue, at forbear\'s default port', () => {
    const ex = load('otelcol.yaml').exporters['otlp_http/forbear'];
    expect(ex).toMatchObject({ endpoint: 'http://127.0.0.1:4318', encoding: 'proto', compression: 'gzip', retry_on_failure: { enabled: true }, sending_queue: { enabled: true } });
    expect(ex.auth.authenticator).toBe('bearertokenauth/forbear');
  });

  it('loadbalancing.yaml routes by trace id over gRPC; otelcol-file.yaml rotates', () => {
    expect(load('loadbalancing.yaml').exporters['loadbalancing/forbear'].routing_key).toBe('traceID');
    expect(load('otelcol-file.yaml').exporters['file/forbear'].rotation.max_megabytes).toBeGreaterThan(0);
  });
});
