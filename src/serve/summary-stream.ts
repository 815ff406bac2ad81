import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { jsonFrame, jsonResultItem } from '../report/render-json.js';
import type { LinePlace } from './results-file.js';
import type { ServeEngine } from './serve-engine.js';

/** Results read from results.jsonl in one go (adjacent lines), then handed to the socket. */
const RUN_BYTES = 256 * 1024;

/**
 * `GET /v1/summary`: the tallied sections come from the running tallies at once; the results
 * array is then streamed from results.jsonl a run of lines at a time, yielding to the event loop
 * (and waiting for a slow reader's socket) in between, so exports and probes are answered while a
 * large summary goes out, and memory holds one run, not the file. The document is byte for byte
 * what `score --format json` renders for the same results.
 */
export async function streamSummary(engine: ServeEngine, res: ServerResponse): Promise<void> {
  const { report, places } = engine.summaryView();
  const { head, tail } = jsonFrame({ ...report, results: null });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(head);
  let first = true;
  for (let i = 0; i < places.length;) {
    const j = runEnd(places, i);
    let chunk = '';
    for (const r of engine.readResults(places.slice(i, j))) {
      chunk += jsonResultItem(r, first);
      first = false;
    }
    i = j;
    if (!(await written(res, chunk))) return;
  }
  res.end(`${first ? '[]' : '\n  ]'}${tail}`);
}

/** The end of the run of adjacent lines starting at `i`, at most RUN_BYTES long (one line at least). */
function runEnd(places: readonly LinePlace[], i: number): number {
  let j = i + 1;
  let bytes = places[i]!.length;
  while (j < places.length && bytes < RUN_BYTES && places[j]!.offset === places[j - 1]!.offset + places[j - 1]!.length + 1) {
    bytes += places[j]!.length + 1;
    j++;
  }
  return j;
}

/** Writes a chunk and waits for room (or the next turn of the loop); false once the reader has gone. */
async function written(res: ServerResponse, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) {
    await nextTurn();
    return !res.destroyed;
  }
  await new Promise<void>((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
  return !res.destroyed;
}
