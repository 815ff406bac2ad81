/**
 * A scoring worker: owns a slice of the sessions (the pool routes every trace of a session here),
 * and for each completed trace does what ScoringCore does in-process — normalize, assemble turns,
 * match, score — returning the results in the order the in-process core would produce them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { indexCorpus } from '../corpus/load.js';
import { ADAPTERS } from '../normalize/adapters.js';
import { toSpanRecord } from '../normalize/span-record.js';
import type { TurnResult } from '../model/result.js';
import { assembleTurns } from '../sessionize/turn-assembler.js';
import { TurnScorer } from '../score/turn-scorer.js';
import type { FromWorker, ToWorker, TraceDone, TraceJob, WorkerInit } from './scoring-protocol.js';

const init = workerData as WorkerInit;
const port = parentPort;
if (port === null) throw new Error('scoring-worker.js runs as a worker thread');

const corpus = indexCorpus(init.corpus, init.corpusPath, init.sha256);
const adapters = init.adapters.map((name) => {
  const a = ADAPTERS.find((x) => x.name === name);
  if (a === undefined) throw new Error(`scoring worker: no adapter named ${name}`);
  return a;
});
const scorer = new TurnScorer(corpus, init.outcome, init.sessionResults);
/**
 * Trace id → the pool's seq for it, so what comes out at the end of input (held session results,
 * unscored samples) can be merged across workers in the order one in-process scorer gives. Only
 * kept when there is an end of input (`hold`: `forbear score`); a live receiver never flushes.
 */
const seqOf = init.sessionResults === 'hold' ? new Map<string, number>() : undefined;
let samplesSent = 0;
const orderOf = (traceId: string): number => seqOf?.get(traceId) ?? Number.MAX_SAFE_INTEGER;

function scoreTrace(job: TraceJob): TraceDone {
  seqOf?.set(job.traceId, job.seq);
  const records = job.spans.map((s) => toSpanRecord(s, adapters, init.sessionKeys));
  const results: TurnResult[] = [];
  let turns = 0;
  for (const turn of assembleTurns(job.traceId, records)) {
    turns++;
    const result = scorer.add(turn);
    if (result !== undefined) results.push(result);
    for (const settled of scorer.drain()) results.push(settled);
  }
  const samples = scorer.samplesFrom(samplesSent);
  samplesSent += samples.length;
  return { seq: job.seq, turns, results, counts: scorer.counts(), samples };
}

function handle(msg: ToWorker): FromWorker {
  switch (msg.type) {
    case 'traces':
      return { type: 'traces', seq: msg.seq, done: msg.jobs.map(scoreTrace) };
    case 'flush': {
      scorer.flushSessions();
      const results = scorer.drain();
      return { type: 'flush', seq: msg.seq, results, order: results.map((r) => orderOf(r.trace_id)) };
    }
    case 'finish': {
      const direct = scorer.preview().unmatchedSample.length;
      const tally = scorer.finish();
      const order = tally.unmatchedSample.map((t) => orderOf(t.trace_id));
      return { type: 'finish', seq: msg.seq, tally, directOrder: order.slice(0, direct), pendingOrder: order.slice(direct) };
    }
  }
}

port.on('message', (msg: ToWorker) => {
  try {
    port.postMessage(handle(msg));
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    port.postMessage({ type: 'error', seq: msg.seq, message: err.message, stack: err.stack } satisfies FromWorker);
  }
});
