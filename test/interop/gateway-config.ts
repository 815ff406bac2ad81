/**
 * collector-config/otelcol.yaml as the interop tests run it: receivers, the Collector's metrics,
 * the queue directory and the two exporters' endpoints moved to this test's loopback ports; for
 * JSON the `encoding` the file offers, for gRPC the `otlp_grpc/forbear` variant it describes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { CONFIG_DIR, deriveConfig, receiverEdits } from './otelcol.js';
import type { ConfigEdit } from './otelcol.js';

export type ForbearHop = 'http/protobuf' | 'http/json' | 'grpc';

const shipped = parseDocument(readFileSync(join(CONFIG_DIR, 'otelcol.yaml'), 'utf8')).toJS() as { exporters: Record<string, Record<string, unknown>> };

/** Writes the derived config to `dir`; returns it and the Collector's receiver addresses. */
export async function gatewayConfig(dir: string, hop: ForbearHop, forbear: { http: string; grpc: string }, backendUrl: string): Promise<{ config: string; http: string; grpc: string; metrics: string }> {
  const r = await receiverEdits();
  const edits: ConfigEdit[] = [
    ...r.edits,
    [['extensions', 'file_storage/queue', 'directory'], join(dir, 'queue')],
    [['exporters', 'otlp_http/backend', 'endpoint'], backendUrl],
  ];
  const add: ConfigEdit[] = [];
  const remove: (string | number)[][] = [];
  if (hop === 'grpc') {
    // The Collector sends a bearer token over gRPC only with TLS: this variant goes without one.
    const { encoding: _e, auth: _a, endpoint: _p, ...same } = shipped.exporters['otlp_http/forbear']!;
    add.push([['exporters', 'otlp_grpc/forbear'], { ...same, endpoint: forbear.grpc, tls: { insecure: true } }]);
    edits.push([['service', 'pipelines', 'traces', 'exporters', 1], 'otlp_grpc/forbear']);
    remove.push(['exporters', 'otlp_http/forbear'], ['service', 'extensions', 1], ['extensions', 'bearertokenauth/forbear']);
  } else {
    edits.push([['exporters', 'otlp_http/forbear', 'endpoint'], `http://${forbear.http}`]);
    if (hop === 'http/json') edits.push([['exporters', 'otlp_http/forbear', 'encoding'], 'json']);
  }
  return { config: deriveConfig('otelcol.yaml', dir, edits, { add, remove }), http: r.http, grpc: r.grpc, metrics: r.metrics };
}
