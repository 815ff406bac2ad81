/**
 * Scale-out (issue 13, test 2): the real Collector running the shipped
 * collector-config/loadbalancing.yaml routes by trace ID to two `forbear serve` instances over
 * OTLP/gRPC. Every turn is scored exactly once across the two, the summaries and the Prometheus
 * counters add up to `forbear score` over the same spans; and with one instance killed (`kill -9`)
 * mid-stream and restarted, the shipped disk queue and retries lose and double nothing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { exportAll, makeExporter, readResults, settledResults, sortResults, startServe, stopServe, waitFor, waitForRecorded } from '../serve/serve-helpers.js';
import type { ServeProcess } from '../serve/serve-helpers.js';
import { buildOtelcol, deriveConfig, freePort, onFreePorts, promSum, receiverEdits, startCollector } from './otelcol.js';
import type { Collector } from './otelcol.js';
import { agentSpans, liveSummary, scoreSpans } from './oracle.js';
import type { ScoreJson } from './oracle.js';

const tmp = tempDir('forbear-lb-');
let spans: ReadableSpan[];
let oracle: ScoreJson;

beforeAll(async () => {
  await buildOtelcol();
  spans = agentSpans(3, { sessions: false });
  oracle = await scoreSpans(spans, tmp.dir);
}, 45 * 60_000);
afterAll(() => tmp.cleanup());

/** The count fields of a summary (not rates or intervals), which add across instances. */
function counts(summary: unknown, prefix = ''): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(summary as Record<string, unknown>)) {
    if (/rate|_ci$/.test(k)) continue;
    if (typeof v === 'number') out[`${prefix}${k}`] = v;
    else if (v !== null && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, counts(v, `${prefix}${k}.`));
  }
  return out;
}

function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
}

interface Instance { port: number; dataDir: string; serve: ServeProcess }

async function startInstance(dataDir: string, port: number): Promise<Instance> {
  const serve = await startServe(['--grpc', `127.0.0.1:${port}`, '--data-dir', dataDir, '--turn-idle', '3s']);
  return { port, dataDir, serve };
}

async function stopInstance(i: Instance | undefined): Promise<void> {
  await stopServe(i?.serve);
}

async function lbCollector(dir: string, ports: number[]): Promise<{ collector: Collector; http: string; metrics: string }> {
  return onFreePorts(async () => {
    const r = await receiverEdits();
    const config = deriveConfig('loadbalancing.yaml', dir, [
      ...r.edits,
      [['extensions', 'file_storage/queue', 'directory'], join(dir, 'queue')],
      [['exporters', 'load_balancing/forbear', 'resolver', 'static', 'hostnames'], ports.map((p) => `127.0.0.1:${p}`)],
    ]);
    return { collector: await startCollector(config), http: r.http, metrics: r.metrics };
  });
}

/** Every result of both instances, failing on a turn written twice. */
function allResults(dirs: string[]): TurnResult[] {
  return dirs.flatMap((d) => readResults(d));
}

describe('real Collector load_balancing (collector-config/loadbalancing.yaml) → two forbear serve', () => {
  it('routes by trace id: each turn scored once, on one instance; summaries and Prometheus counters add up to forbear score', async () => {
    const dir = join(tmp.dir, 'route');
    mkdirSync(dir);
    const instances: Instance[] = [];
    let lb: Awaited<ReturnType<typeof lbCollector>> | undefined;
    try {
      for (const name of ['a', 'b']) instances.push(await startInstance(join(dir, name), await freePort()));
      lb = await lbCollector(dir, instances.map((i) => i.port));
      const exporter = makeExporter('http/protobuf', { http: lb.http, grpc: '' });
      await exportAll(exporter, spans, 25);
      await exporter.shutdown();
      const dirs = instances.map((i) => i.dataDir);
      await waitFor(() => allResults(dirs).length >= oracle.results.length, 60_000, `${oracle.results.length} results over both instances`);
      // The summaries and /metrics below count a result once it is recorded, one fsync after the file.
      for (const i of instances) await waitForRecorded(i.serve.http, settledResults(readResults(i.dataDir)).length);
      await lb.collector.stop();

      const per = dirs.map((d) => readResults(d));
      expect(per[0]!.length).toBeGreaterThan(0);
      expect(per[1]!.length).toBeGreaterThan(0);
      // A trace's turns all landed on one instance.
      const traces = per.map((rs) => new Set(rs.map((r) => r.trace_id)));
      for (const t of traces[0]!) expect(traces[1]!.has(t)).toBe(false);
      expect(sortResults([...per[0]!, ...per[1]!])).toEqual(oracle.results);

      const summaries = await Promise.all(instances.map((i) => liveSummary(i.serve.http)));
      expect(addCounts(counts(summaries[0]!.summary), counts(summaries[1]!.summary))).toEqual(counts(oracle.summary));
      const pages = await Promise.all(instances.map(async (i) => (await fetch(`http://${i.serve.http}/metrics`)).text()));
      const sum = (name: string): number => pages.reduce((s, p) => s + promSum(p, name), 0);
      const abstain = oracle.summary.abstain as { attempts: number; forced_action: number };
      expect(sum('forbear_abstain_turns_total')).toBe(abstain.attempts);
      expect(sum('forbear_abstain_forced_actions_total')).toBe(abstain.forced_action);
      expect(sum('forbear_spans_received_total')).toBe(spans.length);
      expect(sum('forbear_spans_duplicate_total')).toBe(0);
    } finally {
      await lb?.collector.stop();
      for (const i of instances) await stopInstance(i);
    }
  }, 180_000);

  it('one instance killed with -9 mid-stream and restarted: nothing lost, nothing doubled; the Collector queued and retried meanwhile', async () => {
    const dir = join(tmp.dir, 'kill');
    mkdirSync(dir);
    const instances: Instance[] = [];
    let lb: Awaited<ReturnType<typeof lbCollector>> | undefined;
    try {
      for (const name of ['a', 'b']) instances.push(await startInstance(join(dir, name), await freePort()));
      lb = await lbCollector(dir, instances.map((i) => i.port));
      const exporter = makeExporter('http/protobuf', { http: lb.http, grpc: '' });
      const half = Math.floor(spans.length / 2);
      await exportAll(exporter, spans.slice(0, half), 25);
      // Mid-stream: B has taken part of its share (some of it maybe not yet acknowledged).
      await waitFor(() => readResults(instances[1]!.dataDir).length > 0 || undefined, 30_000, 'instance b scoring');
      instances[1]!.serve.child.kill('SIGKILL');
      expect(await instances[1]!.serve.exited).toBe('SIGKILL');
      await exportAll(exporter, spans.slice(half), 25);
      await exporter.shutdown();

      // While B is down: what the Collector does with B's share.
      const downFor = Date.now() + 6_000;
      let queued = 0;
      while (Date.now() < downFor) {
        const page = await (await fetch(`http://${lb.metrics}/metrics`)).text();
        queued = Math.max(queued, promSum(page, 'otelcol_exporter_queue_size', { exporter: 'load_balancing/forbear' }));
        await new Promise((r) => setTimeout(r, 250));
      }
      const retries = lb.collector.log().split('\n').filter((l) => /retry|Exporting failed/i.test(l) && l.includes(String(instances[1]!.port)));
      const page = await (await fetch(`http://${lb.metrics}/metrics`)).text();
      const failedWhileDown = promSum(page, 'otelcol_exporter_send_failed_spans_total');
      // Reported in the test output: what a user watching the Collector would have seen.
      console.log(`[scale-out kill -9] while instance b (127.0.0.1:${instances[1]!.port}) was down for 6 s: the Collector held up to ${queued} batch(es) in its load_balancing disk queue, logged ${retries.length} retry line(s) naming b, otelcol_exporter_send_failed_spans_total (given up) stayed ${failedWhileDown}:\n  ${retries.slice(0, 3).join('\n  ')}`);
      expect(retries.length).toBeGreaterThan(0);
      expect(lb.collector.log()).not.toMatch(/Dropping data|dropped_items|no more retries left/i);

      instances[1] = await startInstance(instances[1]!.dataDir, instances[1]!.port);
      const dirs = instances.map((i) => i.dataDir);
      await waitFor(() => allResults(dirs).length >= oracle.results.length, 90_000, `${oracle.results.length} results over both instances after the restart`);
      await lb.collector.stop();
      // Nothing late may still add one.
      await new Promise((r) => setTimeout(r, 1500));
      const all = allResults(dirs);
      const keys = all.map((r) => `${r.trace_id}/${r.span_id}`);
      // A turn written twice is named with how (an amendment after late spans, or the same result again).
      const doubled = keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${k} (${all.filter((r) => `${r.trace_id}/${r.span_id}` === k).map((r) => (r.amends ? `amends ${r.amends.outcome}` : r.outcome)).join(', ')})`);
      expect(doubled).toEqual([]);
      expect(sortResults(all)).toEqual(oracle.results);
    } finally {
      await lb?.collector.stop();
      for (const i of instances) await stopInstance(i);
    }
  }, 240_000);
});
