/**
 * Files (issue 13, test 3): the real Collector running the shipped collector-config/otelcol-file.yaml
 * writes the agent's spans with its file exporter — `format: json`, `format: proto` and
 * `compression: zstd`, each rotating — and `forbear score` over the directory equals the live
 * result (`forbear serve` fed the same spans) and `forbear score` over the spans the agent sent.
 * Changed from the shipped file: ports, the path's directory, the options its comments offer, and
 * `rotation.max_megabytes` 1 so that a test-sized run rotates.
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import type { TurnResult } from '../../src/model/result.js';
import { expectedLines, exportAll, makeExporter, readResults, settledResults, startServe, stopServe, waitFor } from '../serve/serve-helpers.js';
import { CONFIG_DIR, buildOtelcol, deriveConfig, onFreePorts, receiverEdits, startCollector } from './otelcol.js';
import type { ConfigEdit } from './otelcol.js';
import { agentSpans, scoreFiles, scoreSpans } from './oracle.js';
import type { ScoreJson } from './oracle.js';

const tmp = tempDir('forbear-files-');
interface Traffic { spans: ReadableSpan[]; oracle: ScoreJson; live: TurnResult[] }

/** The same spans sent live to a forbear serve (the agent's exporter, 512 a request): its results.jsonl. */
async function liveResults(spans: ReadableSpan[], dir: string, expected: number): Promise<TurnResult[]> {
  const serve = await startServe(['--data-dir', dir, '--turn-idle', '3s']);
  try {
    const exporter = makeExporter('http/protobuf', serve);
    await exportAll(exporter, spans, 512);
    await exporter.shutdown();
    await waitFor(() => readResults(dir).length >= expected, 90_000, `${expected} live result lines`);
  } finally {
    await stopServe(serve);
  }
  return settledResults(readResults(dir));
}

/** The agent's spans, their oracle and the live result, by number of copies of the demo run. */
const traffic = new Map<number, Promise<Traffic>>();
const trafficOf = (copies: number): Promise<Traffic> => {
  let t = traffic.get(copies);
  if (t === undefined) {
    const spans = agentSpans(copies);
    const dir = join(tmp.dir, `oracle-${copies}`);
    mkdirSync(dir);
    t = scoreSpans(spans, dir).then(async (oracle) => ({ spans, oracle, live: await liveResults(spans, join(dir, 'live'), expectedLines(oracle.results)) }));
    traffic.set(copies, t);
  }
  return t;
};
const shipped = readFileSync(join(CONFIG_DIR, 'otelcol-file.yaml'), 'utf8');

beforeAll(async () => {
  await buildOtelcol();
}, 45 * 60_000);
afterAll(() => tmp.cleanup());

/** `offered`: the shipped file's comment that offers the option (set with `add`, as a user uncomments it). */
/** `copies`: enough traffic (copies of the demo run) for the output to pass 1 MB and rotate. */
const VARIANTS: { name: string; edits: ConfigEdit[]; add: ConfigEdit[]; offered?: RegExp; proto: boolean; copies: number }[] = [
  { name: 'format: json', edits: [], add: [], proto: false, copies: 8 },
  { name: 'format: proto', edits: [[['exporters', 'file/forbear', 'format'], 'proto']], add: [], offered: /# format: proto/, proto: true, copies: 8 },
  // JSON inside each zstd frame, the frames length-prefixed; about 10x smaller, so more traffic.
  { name: 'compression: zstd', edits: [], add: [[['exporters', 'file/forbear', 'compression'], 'zstd']], offered: /# compression: zstd/, proto: true, copies: 64 },
];

describe('real Collector file exporter (collector-config/otelcol-file.yaml) → forbear score', () => {
  for (const v of VARIANTS) {
    it(`${v.name}, rotated: forbear score over the files equals the live result and forbear score over the spans sent`, async () => {
      if (v.offered) expect(shipped).toMatch(v.offered);
      const { spans, oracle, live } = await trafficOf(v.copies);
      expect(live).toEqual(oracle.results);
      const dir = join(tmp.dir, v.name.replace(/\W+/g, '-'));
      const out = join(dir, 'spans');
      mkdirSync(dir);
      const { r, collector } = await onFreePorts(async () => {
        const edits = await receiverEdits();
        const config = deriveConfig('otelcol-file.yaml', dir, [
          ...edits.edits,
          [['exporters', 'file/forbear', 'path'], join(out, 'agent-spans.jsonl')],
          [['exporters', 'file/forbear', 'rotation', 'max_megabytes'], 1],
          ...v.edits,
        ], { add: v.add });
        return { r: edits, collector: await startCollector(config) };
      });
      try {
        const exporter = makeExporter('http/protobuf', { http: r.http, grpc: '' });
        await exportAll(exporter, spans, 200);
        await exporter.shutdown();
      } finally {
        // Stopping drains the batch processor and closes the file.
        expect(await collector.stop()).toBe(0);
      }
      const files = readdirSync(out).sort();
      expect(files.length, `rotated files in ${out}: ${files.join(', ')}`).toBeGreaterThan(1);
      expect(files).toContain('agent-spans.jsonl');
      // What was written is what was asked for: JSON lines start with '{', the others with a length prefix.
      for (const f of files) {
        const head = readFileSync(join(out, f)).subarray(0, 1)[0];
        expect(head === 0x7b, `${f} starts with ${head}`).toBe(!v.proto);
        expect(statSync(join(out, f)).size).toBeGreaterThan(0);
      }
      const fromFiles = await scoreFiles([out]);
      expect(fromFiles.results).toEqual(live);
      expect(fromFiles.summary).toEqual(oracle.summary);
    }, 180_000);
  }
});
