/**
 * A scoring worker: owns a slice of the sessions (the pool routes every trace of a session here)
 * and runs a ScoringLane over them, one message at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { indexCorpus } from '../corpus/load.js';
import { ADAPTERS } from '../normalize/adapters.js';
import type { FromWorker, ToWorker, WorkerInit } from './scoring-protocol.js';
import { ScoringLane } from './scoring-lane.js';

const init = workerData as WorkerInit;
const port = parentPort;
if (port === null) throw new Error('scoring-worker.js runs as a worker thread');

const adapters = init.adapters.map((name) => {
  const a = ADAPTERS.find((x) => x.name === name);
  if (a === undefined) throw new Error(`scoring worker: no adapter named ${name}`);
  return a;
});
const lane = new ScoringLane(indexCorpus(init.corpus, init.corpusPath, init.sha256), adapters, init.sessionKeys, init.outcome, init.sessionResults, init.resultTexts === true);

port.on('message', (msg: ToWorker) => {
  try {
    port.postMessage(lane.handle(msg));
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    port.postMessage({ type: 'error', seq: msg.seq, message: err.message, stack: err.stack } satisfies FromWorker);
  }
});
