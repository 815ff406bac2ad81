import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { demoSpans, exportAll, makeExporter, readResults, scoreReference, sortResults, startServe, waitFor, waitForRecorded } from './serve-helpers.js';
import type { ServeProcess } from './serve-helpers.js';

let spans: ReadableSpan[];
let reference: TurnResult[];
const tmp = tempDir('forbear-serve-kill-');
beforeAll(async () => {
  spans = demoSpans();
  reference = await scoreReference(spans, tmp.dir);
});
afterAll(() => tmp.cleanup());

async function metric(s: ServeProcess, name: string): Promise<number> {
  const text = await (await fetch(`http://${s.http}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

async function kill9(s: ServeProcess): Promise<void> {
  s.child.kill('SIGKILL');
  expect(await s.exited).toBe('SIGKILL');
}

describe('forbear serve: nothing lost or doubled across kill -9', () => {
  it('keeps every acknowledged span through kill -9, scores each turn once after restart, and never writes a result twice', async () => {
    const dataDir = `${tmp.dir}/data`;
    // 1. Spans acknowledged, no turn complete yet (turn_idle far away), then kill -9.
    const first = await startServe(['--data-dir', dataDir, '--turn-idle', '1h']);
    const exporter = makeExporter('http/protobuf', first);
    await exportAll(exporter, spans, 9);
    await exporter.shutdown();
    expect(readResults(dataDir)).toEqual([]);
    await kill9(first);

    // 2. Restart: the open turns come back from the store and complete on the new clock.
    const second = await startServe(['--data-dir', dataDir, '--turn-idle', '200ms']);
    expect(second.output()).toMatch(/forbear: [1-9]\d* open turn\(s\) resumed/);
    const results = await waitFor(() => {
      const rs = readResults(dataDir);
      return rs.length >= reference.length ? rs : undefined;
    }, 15_000, 'the resumed turns to be scored');
    expect(sortResults(results)).toEqual(reference);
    // results.jsonl is written first; the span store records the same turns as scored once the
    // file's fsync (off the event loop) has ended, and only then does the summary count them. A
    // kill between the two would rightly re-score those turns on the next start, so wait for
    // the summary to hold them all: the kill lands after the store's record.
    await waitForRecorded(second.http, reference.length);
    await kill9(second);

    // 3. Restart again and have the Collector retry everything: all duplicates, nothing re-scored.
    const third = await startServe(['--data-dir', dataDir, '--turn-idle', '200ms']);
    expect(third.output()).toContain('forbear: 0 open turn(s) resumed');
    const retry = makeExporter('grpc', third);
    await exportAll(retry, spans, 50);
    await retry.shutdown();
    expect(await metric(third, 'forbear_spans_duplicate_total')).toBe(spans.length);
    expect(await metric(third, 'forbear_open_turns')).toBe(0);
    expect(sortResults(readResults(dataDir))).toEqual(reference);
    // The summary was rebuilt from results.jsonl: the same counts as before the kills.
    const summary = await (await fetch(`http://${third.http}/v1/summary`)).json() as { summary: { abstain: { attempts: number } }; results: unknown[] };
    expect(summary.results).toHaveLength(reference.length);
    expect(summary.summary.abstain.attempts).toBe(reference.filter((r) => r.kind === 'abstain').length);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });

  it('SIGTERM stops accepting, keeps the open turns, exits 0; the next start scores them', async () => {
    const dataDir = `${tmp.dir}/term`;
    const first = await startServe(['--data-dir', dataDir, '--turn-idle', '1h']);
    const exporter = makeExporter('http/json', first);
    await exportAll(exporter, spans, 20);
    await exporter.shutdown();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('open turns stay in the data dir');
    expect(readResults(dataDir)).toEqual([]);

    const second = await startServe(['--data-dir', dataDir, '--turn-idle', '200ms']);
    const results = await waitFor(() => {
      const rs = readResults(dataDir);
      return rs.length >= reference.length ? rs : undefined;
    }, 15_000, 'the resumed turns to be scored');
    expect(sortResults(results)).toEqual(reference);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
