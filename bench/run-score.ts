/**
 * The real scorer over a span file, end to end (corpus load, ingest, normalize, sessionize, match,
 * score), in its own process so its peak RSS is its own.
 *
 *   node dist/bench/run-score.js --corpus bench/data/corpus.yaml [--workers N] [--format json] <file.jsonl>...
 *
 * Prints one JSON line on stdout, the floor's shape plus what the scorer found:
 * {seconds, bytes, spans, maxRssMB, results, abstainAttempts, turns, followUpTurns, unmatchedTurns,
 * findings, findingErrors, findingCodes}.
 */
import { performance } from 'node:perf_hooks';
import { loadCorpus } from '../src/corpus/load.js';
import { ADAPTERS, GEN_AI_ONLY } from '../src/normalize/adapters.js';
import { runScore } from '../src/pipeline.js';
import { boundHeapGrowth } from '../src/workers/heap-growth.js';
import { RENDERERS } from '../src/report/renderers.js';
import { sentenceMemoStats } from '../src/score/response-check.js';
import { replyMemoCounts } from '../src/score/turn-words.js';
import { onPointMemoCounts } from '../src/score/reply-on-point.js';
import { die, maxRssMb, parseArgs, round3 } from './common.js';

const args = parseArgs(process.argv.slice(2));
const corpusPath = args.flags.get('corpus');
if (corpusPath === undefined || args.positionals.length === 0) {
  die('usage: run-score.js --corpus <corpus.yaml> [--adapters all|gen_ai] <file.jsonl>...');
}
// `--adapters gen_ai`: only the OTel GenAI adapter (bench/adapter-overhead.ts compares the two).
const adaptersFlag = args.flags.get('adapters') ?? 'all';
if (adaptersFlag !== 'all' && adaptersFlag !== 'gen_ai') die(`--adapters: expected all or gen_ai, got "${adaptersFlag}"`);
const adapters = adaptersFlag === 'gen_ai' ? GEN_AI_ONLY : ADAPTERS;
// `--workers N`: matching and scoring in N worker threads (0, the default: in-process).
const workers = Number(args.flags.get('workers') ?? 0);
if (!Number.isInteger(workers) || workers < 0) die(`--workers: expected a whole number, got "${args.flags.get('workers')}"`);

// `--format json`: the report is rendered as `forbear score --format json` writes it (to nowhere),
// so peak RSS includes what rendering holds.
const format = args.flags.get('format');
if (format !== undefined && RENDERERS[format] === undefined) die(`--format: expected one of ${Object.keys(RENDERERS).join(', ')}`);

// As `forbear score` does (src/cli/score-command.ts), so peak RSS is what the command needs.
boundHeapGrowth(workers);
const t0 = performance.now();
const corpus = await loadCorpus(corpusPath);
let findings = 0;
let findingErrors = 0;
const findingCodes: Record<string, number> = {};
const report = await runScore({
  corpus,
  inputs: args.positionals,
  adapters,
  workers,
  onFinding: (f) => {
    findings++;
    if (f.severity === 'error') findingErrors++;
    findingCodes[f.code] = (findingCodes[f.code] ?? 0) + 1;
    // A few on stderr for diagnosis; a bad run can produce millions.
    if (findings <= 3) process.stderr.write(`run-score: finding ${f.severity} ${f.code} ${f.path}: ${f.message}\n`);
  },
});
let renderedBytes = 0;
// Text counted in UTF-16 units, bytes (what `forbear score` hands a file: lent, counted only) in bytes.
if (format !== undefined) RENDERERS[format]!(report, (chunk) => void (renderedBytes += chunk.length), (bytes) => void (renderedBytes += bytes.length));
const seconds = (performance.now() - t0) / 1000;

/** This process's CPU so far, every thread's. */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Fields beyond the agreed report shape: shown when the scorer reports them, else null. */
function numberField(obj: object, key: string): number | null {
  const value: unknown = (obj as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : null;
}

process.stdout.write(`${JSON.stringify({
  seconds: round3(seconds),
  bytes: report.input.bytes,
  spans: report.input.spans,
  maxRssMB: maxRssMb(),
  // Every thread's CPU (workers and V8's helpers too): on a shared machine wall time swings with load.
  cpuSeconds: round3(cpuSeconds()),
  results: report.results.length,
  abstainAttempts: report.summary.abstain.attempts,
  turns: numberField(report.input, 'turns'),
  followUpTurns: numberField(report, 'follow_up_turns'),
  unmatchedTurns: numberField(report, 'unmatched_turns'),
  lateSpans: report.input.late_spans,
  workers,
  renderedBytes,
  findings,
  findingErrors,
  findingCodes,
  sentenceMemo: (({ hits, misses }) => ({ hits, misses }))(sentenceMemoStats()),
  replyMemo: replyMemoCounts(),
  onPointMemo: onPointMemoCounts(),
})}\n`);
