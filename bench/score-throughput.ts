/**
 * `npm run bench`: scorer throughput and memory against a floor measured in the same run, on the
 * same bytes, on two file shapes (bench/README.md): the realistic generator (`--size-mb`, default
 * 1 GB) and the short-conversation file of issue 19 (105,000 spans behind a shuffling gateway).
 * The floor is reading the file and JSON.parse of every line, nothing else.
 *
 *   node dist/bench/score-throughput.js [--size-mb 1024] [--workers 1,2] [--data-dir bench/data]
 *
 * Per shape, fresh processes in turn: floor, forbear (in-process), forbear --workers N for each N
 * of `--workers`, and again;
 * the best time of each and the worst peak RSS count. forbear renders the report as
 * `--format json` does, so peak RSS includes it. Target misses still exit 0: the bench reports.
 * A run that cannot be trusted (a child crashed, the scorer saw other spans than the floor, the
 * two scorers disagree) exits 1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  MIB, corpusFile, dataDirFlag, die, metaFile, parseArgs, round1, sessionsFile, shortFile, shortMetaFile, sizeMbFlag, type Measurement,
} from './common.js';

const THROUGHPUT_TARGET_PCT = 50;
const RSS_TARGET_MB = 300;

/** The floor, or forbear with this many worker threads (0: in-process). */
type Kind = 'floor' | number;
const kindName = (k: Kind): string => (k === 'floor' ? 'floor' : k === 0 ? 'forbear' : `forbear --workers ${k}`);

interface Run extends Measurement {
  kind: Kind;
  wallSeconds: number;
  /** run-score extras (absent for the floor). */
  cpuSeconds?: number;
  results?: number;
  abstainAttempts?: number;
  turns?: number | null;
  followUpTurns?: number | null;
  unmatchedTurns?: number | null;
  lateSpans?: number;
  findings?: number;
  findingErrors?: number;
  sentenceMemo?: { hits: number; misses: number };
  replyMemo?: { hits: number; misses: number };
}

interface GeneratedMeta {
  spans: number;
  traces: number;
  sessions: number;
  sessionsByKind: { abstain: number; act: number };
}

interface Summary {
  runs: Run[];
  best: Run;
  seconds: number;
  mbPerSec: number;
  spansPerSec: number;
  turnsPerSec: number | null;
  peakRssMB: number;
}

const script = (name: string): string => fileURLToPath(new URL(`./${name}`, import.meta.url));

const args = parseArgs(process.argv.slice(2));
const sizeMb = sizeMbFlag(args);
// One pooled row per count: 1 (a worker beside the reading thread) and 2 (one per core) by default.
const workersFlag = args.flags.get('workers') ?? '1,2';
const workerCounts = workersFlag.split(',').map(Number);
if (workerCounts.some((n) => !Number.isInteger(n) || n < 1)) die(`--workers: expected positive whole numbers separated by commas, got "${workersFlag}"`);
const dataDir = dataDirFlag(args, import.meta.url);
const corpus = corpusFile(dataDir);
const problems: string[] = [];
const problem = (message: string): void => {
  if (!problems.includes(message)) problems.push(message);
};

function fatal(message: string): never {
  process.stderr.write(`\nbench: FAIL — ${message}\n`);
  process.exit(1);
}

function generate(flags: string[]): void {
  const gen = spawnSync(process.execPath, [script('generate.js'), ...flags, '--data-dir', dataDir], { stdio: 'inherit' });
  if (gen.status !== 0) fatal(`generator exited with ${gen.status ?? gen.signal}`);
}

/** One fresh process; its last stdout line is its measurement. */
function run(kind: Kind, file: string, label: string): Run | undefined {
  const argv = kind === 'floor'
    ? [script('floor.js'), file]
    : [script('run-score.js'), '--corpus', corpus, '--format', 'json', '--workers', String(kind), file];
  process.stderr.write(`${label} ${kindName(kind)}…\n`);
  const t0 = performance.now();
  const child = spawnSync(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * MIB });
  const wallSeconds = (performance.now() - t0) / 1000;
  const last = (child.stdout ?? '').trim().split('\n').at(-1) ?? '';
  if (child.error !== undefined || child.status !== 0) {
    const why = child.error?.message ?? `exited with ${child.status ?? child.signal}`;
    problem(`${kindName(kind)} run ${label}: ${why}`);
    return undefined;
  }
  try {
    const m = JSON.parse(last) as Omit<Run, 'kind' | 'wallSeconds'>;
    const cpu = m.cpuSeconds === undefined ? '' : `, ${m.cpuSeconds} CPU s`;
    process.stderr.write(`${label} ${kindName(kind)}: ${m.seconds} s${cpu}, ${m.maxRssMB} MB peak RSS\n`);
    return { ...m, kind, wallSeconds: Math.round(wallSeconds * 1000) / 1000 };
  } catch {
    problem(`${kindName(kind)} run ${label} printed no JSON line (got ${JSON.stringify(last.slice(0, 200))})`);
    return undefined;
  }
}

function summarize(runs: Run[]): Summary | undefined {
  const best = runs.reduce<Run | undefined>((b, r) => (b === undefined || r.seconds < b.seconds ? r : b), undefined);
  if (best === undefined) return undefined;
  return {
    runs,
    best,
    seconds: best.seconds,
    mbPerSec: round1(best.bytes / MIB / best.seconds),
    spansPerSec: Math.round(best.spans / best.seconds),
    turnsPerSec: typeof best.turns === 'number' ? Math.round(best.turns / best.seconds) : null,
    // Memory is a ceiling, so the worst run counts.
    peakRssMB: Math.max(...runs.map((r) => r.maxRssMB)),
  };
}

/** Right-aligned in n columns, always with two spaces before it. */
function pad(s: string, n: number): string {
  return `  ${s.padStart(n - 2)}`;
}

const ROW_LABEL = 22;
function row(name: string, s: Summary, floor: Summary | undefined): string {
  const times = s.runs.map((r) => r.seconds.toFixed(2)).join(' / ');
  const cpu = s.runs.every((r) => r.cpuSeconds !== undefined) ? s.runs.map((r) => (r.cpuSeconds ?? 0).toFixed(1)).join(' / ') : '';
  const ratio = floor === undefined || name === 'floor' ? '' : `${round1((100 * floor.seconds) / s.seconds)} %`;
  return `${name.padEnd(ROW_LABEL)}${pad(s.seconds.toFixed(2), 9)}${pad(times, 17)}${pad(s.mbPerSec.toFixed(1), 8)}` +
    `${pad(s.spansPerSec.toLocaleString('en-US'), 10)}${pad(s.turnsPerSec === null ? '' : s.turnsPerSec.toLocaleString('en-US'), 10)}` +
    `${pad(s.peakRssMB.toFixed(1), 9)}${pad(ratio, 10)}${pad(cpu, 13)}`;
}

interface ShapeResult {
  shape: string;
  file: string;
  fileBytes: number;
  meta: GeneratedMeta | null;
  floor: Summary | undefined;
  forbear: Summary | undefined;
  /** Per worker count, in `--workers` order. */
  pooled: { workers: number; summary: Summary | undefined }[];
  lines: string[];
}

function measure(shape: string, file: string, metaPath: string): ShapeResult {
  if (!existsSync(file)) fatal(`${file} does not exist after generation`);
  const fileBytes = statSync(file).size;
  const meta = existsSync(metaPath) ? (JSON.parse(readFileSync(metaPath, 'utf8')) as GeneratedMeta) : null;
  process.stderr.write(`\n${shape}: ${file} (${round1(fileBytes / MIB)} MB)\n`);
  const runs: Run[] = [];
  const round: Kind[] = ['floor', 0, ...workerCounts];
  const order: Kind[] = [...round, ...round];
  order.forEach((kind, i) => {
    const r = run(kind, file, `[${shape} ${i + 1}/${order.length}]`);
    if (r !== undefined) runs.push(r);
  });
  const floor = summarize(runs.filter((r) => r.kind === 'floor'));
  const forbear = summarize(runs.filter((r) => r.kind === 0));
  const pooled = workerCounts.map((n) => ({ workers: n, summary: summarize(runs.filter((r) => r.kind === n)) }));

  // ── sanity: a scorer that reads nothing must not look fast ─────────────────────────────────
  if (floor === undefined) problem(`${shape}: no floor run succeeded`);
  if (forbear === undefined || pooled.some((p) => p.summary === undefined)) problem(`${shape}: a forbear configuration had no successful run`);
  for (const r of runs) if (r.bytes !== fileBytes) problem(`${shape}: ${kindName(r.kind)} read ${r.bytes} bytes, the file has ${fileBytes}`);
  if (floor !== undefined) {
    for (const r of runs) if (r.spans !== floor.best.spans) problem(`${shape}: ${kindName(r.kind)} counted ${r.spans} spans, the floor ${floor.best.spans}`);
    if (meta !== null && meta.spans !== floor.best.spans) problem(`${shape}: the generator wrote ${meta.spans} spans, the floor counted ${floor.best.spans}`);
  }
  for (const r of runs) if (r.kind !== 'floor' && (r.results ?? 0) === 0) problem(`${shape}: ${kindName(r.kind)} produced no results`);
  const scorers = runs.filter((r) => r.kind !== 'floor');
  const key = (r: Run): string => JSON.stringify([r.results, r.abstainAttempts, r.turns, r.followUpTurns, r.unmatchedTurns, r.lateSpans]);
  if (scorers.some((r) => key(r) !== key(scorers[0]!))) problem(`${shape}: in-process and --workers ${workersFlag} runs disagree (${scorers.map(key).join(' vs ')})`);

  const lines: string[] = [`${shape} — ${round1(fileBytes / MIB)} MB`];
  lines.push(`${'row'.padEnd(ROW_LABEL)}${pad('seconds', 9)}${pad('runs (s)', 17)}${pad('MB/s', 8)}${pad('spans/s', 10)}${pad('turns/s', 10)}${pad('RSS MB', 9)}${pad('of floor', 10)}${pad('CPU s', 13)}`);
  if (floor !== undefined) lines.push(row('floor (JSON.parse)', floor, floor));
  if (forbear !== undefined) lines.push(row('forbear', forbear, floor));
  for (const p of pooled) if (p.summary !== undefined) lines.push(row(kindName(p.workers), p.summary, floor));
  if (meta !== null) {
    lines.push(`generated: ${meta.spans} spans, ${meta.traces} turns in ${meta.sessions} sessions ` +
      `(${meta.sessionsByKind.abstain} abstain-tagged, ${meta.sessionsByKind.act} act-tagged)`);
  }
  const b = forbear?.best;
  if (b !== undefined) {
    lines.push(`scored:    ${b.spans} spans, ${b.turns ?? 'n/a'} turns → ${b.results ?? 0} results (${b.abstainAttempts ?? 0} abstain attempts), ` +
      `${b.followUpTurns ?? 'n/a'} follow-up and ${b.unmatchedTurns ?? 'n/a'} unmatched turns, ${b.lateSpans ?? 0} late spans, ${b.findings ?? 0} findings`);
    const replies = b.replyMemo;
    if (replies !== undefined && replies.hits + replies.misses > 0) {
      lines.push(`reply memo: ${replies.hits + replies.misses} assistant texts, ${replies.misses} read, ${round1((100 * replies.hits) / (replies.hits + replies.misses))} % said before`);
    }
    const memo = b.sentenceMemo;
    if (memo !== undefined && memo.hits + memo.misses > 0) {
      lines.push(`response check: ${memo.hits + memo.misses} sentences, ${memo.misses} classified, ${round1((100 * memo.hits) / (memo.hits + memo.misses))} % from the sentence memo`);
    }
  }
  return { shape, file, fileBytes, meta, floor, forbear, pooled, lines };
}

// ── generate, then each shape ────────────────────────────────────────────────────────────────
generate(['--size-mb', String(sizeMb)]);
generate(['--shape', 'short']);
if (!existsSync(corpus)) fatal(`${corpus} does not exist after generation`);
const shapes = [
  measure('realistic', sessionsFile(dataDir, sizeMb), metaFile(dataDir, sizeMb)),
  measure('short conversations', shortFile(dataDir), shortMetaFile(dataDir)),
];

// ── report ───────────────────────────────────────────────────────────────────────────────────
const cpu = cpus()[0]?.model ?? 'unknown cpu';
const verdict = (pass: boolean): string => (pass && problems.length === 0 ? 'PASS' : 'FAIL');
const ratio = (floor: Summary | undefined, s: Summary | undefined): number | null =>
  floor !== undefined && s !== undefined ? round1((floor.seconds / s.seconds) * 100) : null;
const out: string[] = ['', `forbear score throughput — node ${process.version}, ${cpus().length} × ${cpu} (available parallelism ${availableParallelism()})`];
const targets: Record<string, object> = {};
for (const s of shapes) {
  out.push('', ...s.lines);
  const best = Math.max(ratio(s.floor, s.forbear) ?? 0, ...s.pooled.map((p) => ratio(s.floor, p.summary) ?? 0));
  const rss = s.forbear?.peakRssMB ?? null;
  const rssWorkers = Object.fromEntries(s.pooled.map((p) => [p.workers, p.summary?.peakRssMB ?? null]));
  out.push(`throughput: ${best} % of floor, best configuration (target ≥ ${THROUGHPUT_TARGET_PCT} %) ${verdict(best >= THROUGHPUT_TARGET_PCT)}`);
  const pooledRss = s.pooled.map((p) => {
    const mb = p.summary?.peakRssMB ?? null;
    return `${mb ?? 'n/a'} MB with --workers ${p.workers} ${verdict(mb !== null && mb < RSS_TARGET_MB)}`;
  });
  out.push(`peak RSS with --format json (target < ${RSS_TARGET_MB} MB): ${rss ?? 'n/a'} MB in-process ${verdict(rss !== null && rss < RSS_TARGET_MB)}, ${pooledRss.join(', ')}`);
  targets[s.shape] = { throughputRatioPct: best, peakRssMB: rss, peakRssWorkersMB: rssWorkers };
}
for (const p of problems) out.push(`SANITY FAIL: ${p}`);
process.stdout.write(`${out.join('\n')}\n`);

const json = {
  bench: 'score-throughput',
  node: process.version,
  cpu,
  cpus: cpus().length,
  totalMemMB: Math.round(totalmem() / MIB),
  workers: workerCounts,
  shapes: shapes.map((s) => ({
    shape: s.shape, file: s.file, fileBytes: s.fileBytes, generated: s.meta,
    floor: s.floor ?? null, forbear: s.forbear ?? null,
    workers: Object.fromEntries(s.pooled.map((p) => [p.workers, p.summary ?? null])),
  })),
  targets,
  sane: problems.length === 0,
  problems,
};
process.stdout.write(`${JSON.stringify(json)}\n`);
if (problems.length > 0) fatal(`${problems.length} sanity problem(s); the figures above cannot be trusted`);
