/**
 * `npm run bench`: scorer throughput and memory against a floor measured in the same run, on the
 * same bytes. The floor is reading the file and JSON.parse of every line, nothing else.
 *
 *   node dist/bench/score-throughput.js [--size-mb 1024] [--data-dir bench/data]
 *
 * Generates the file if needed, then runs floor, score, floor, score (each a fresh process, no
 * warm-up), keeps the best time of each and the worst peak RSS, and prints a table, PASS/FAIL per
 * target, and one JSON line. Target misses still exit 0: the bench reports. A run that cannot be
 * trusted (a child crashed, or the scorer saw a different number of spans than the floor) exits 1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  MIB, corpusFile, dataDirFlag, metaFile, parseArgs, round1, sessionsFile, sizeMbFlag, type Measurement,
} from './common.js';

const THROUGHPUT_TARGET_PCT = 50;
const RSS_TARGET_MB = 300;

type Kind = 'floor' | 'forbear';

interface Run extends Measurement {
  kind: Kind;
  wallSeconds: number;
  /** run-score extras (absent for the floor). */
  results?: number;
  abstainAttempts?: number;
  turns?: number | null;
  followUpTurns?: number | null;
  unmatchedTurns?: number | null;
  findings?: number;
  findingErrors?: number;
  findingCodes?: Record<string, number>;
  sentenceMemo?: { hits: number; misses: number };
}

interface GeneratedMeta {
  spans: number;
  traces: number;
  sessions: number;
  sessionsByKind: { abstain: number; act: number };
}

const script = (name: string): string => fileURLToPath(new URL(`./${name}`, import.meta.url));

const args = parseArgs(process.argv.slice(2));
const sizeMb = sizeMbFlag(args);
const dataDir = dataDirFlag(args, import.meta.url);
const file = sessionsFile(dataDir, sizeMb);
const corpus = corpusFile(dataDir);
const problems: string[] = [];
const problem = (message: string): void => {
  if (!problems.includes(message)) problems.push(message);
};

function fatal(message: string): never {
  process.stderr.write(`\nbench: FAIL — ${message}\n`);
  process.exit(1);
}

function generate(): void {
  const gen = spawnSync(process.execPath, [script('generate.js'), '--size-mb', String(sizeMb), '--data-dir', dataDir], {
    stdio: 'inherit',
  });
  if (gen.status !== 0) fatal(`generator exited with ${gen.status ?? gen.signal}`);
}

/** One fresh process; its last stdout line is its measurement. */
function run(kind: Kind, label: string): Run | undefined {
  const argv = kind === 'floor' ? [script('floor.js'), file] : [script('run-score.js'), '--corpus', corpus, file];
  process.stderr.write(`${label} ${kind}…\n`);
  const t0 = performance.now();
  const child = spawnSync(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * MIB });
  const wallSeconds = (performance.now() - t0) / 1000;
  const last = (child.stdout ?? '').trim().split('\n').at(-1) ?? '';
  if (child.error !== undefined || child.status !== 0) {
    const why = child.error?.message ?? `exited with ${child.status ?? child.signal}`;
    process.stderr.write(`${label} ${kind}: ${why}\n`);
    problem(`${kind} run ${label}: ${why}`);
    return undefined;
  }
  try {
    const m = JSON.parse(last) as Omit<Run, 'kind' | 'wallSeconds'>;
    process.stderr.write(`${label} ${kind}: ${m.seconds} s, ${m.maxRssMB} MB peak RSS\n`);
    return { ...m, kind, wallSeconds: Math.round(wallSeconds * 1000) / 1000 };
  } catch {
    process.stderr.write(`${label} ${kind}: no JSON line on stdout\n`);
    problem(`${kind} run ${label} printed no JSON line (got ${JSON.stringify(last.slice(0, 200))})`);
    return undefined;
  }
}

function readMeta(): GeneratedMeta | undefined {
  const path = metaFile(dataDir, sizeMb);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as GeneratedMeta) : undefined;
}

interface Summary {
  runs: Run[];
  best: Run;
  seconds: number;
  mbPerSec: number;
  spansPerSec: number;
  peakRssMB: number;
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
    // Memory is a ceiling, so the worst run counts.
    peakRssMB: Math.max(...runs.map((r) => r.maxRssMB)),
  };
}

function summaryJson(s: Summary | undefined): object | null {
  if (s === undefined) return null;
  return { seconds: s.seconds, mbPerSec: s.mbPerSec, spansPerSec: s.spansPerSec, peakRssMB: s.peakRssMB, runs: s.runs };
}

/** Right-aligned in n columns, always with two spaces before it. */
function pad(s: string, n: number): string {
  return `  ${s.padStart(n - 2)}`;
}

function row(name: string, s: Summary): string {
  const times = s.runs.map((r) => r.seconds.toFixed(2)).join(' / ');
  return `${name.padEnd(9)}${pad(s.seconds.toFixed(2), 10)}${pad(times, 20)}${pad(s.mbPerSec.toFixed(1), 10)}` +
    `${pad(s.spansPerSec.toLocaleString('en-US'), 12)}${pad(s.peakRssMB.toFixed(1), 14)}`;
}

// ── generate, then floor, score, floor, score ────────────────────────────────────────────────
generate();
if (!existsSync(file)) fatal(`${file} does not exist after generation`);
if (!existsSync(corpus)) fatal(`${corpus} does not exist after generation`);
const fileBytes = statSync(file).size;
const meta = readMeta();
process.stderr.write(`\nbench file: ${file} (${round1(fileBytes / MIB)} MB)\n`);

const runs: Run[] = [];
const order: Kind[] = ['floor', 'forbear', 'floor', 'forbear'];
order.forEach((kind, i) => {
  const r = run(kind, `[${i + 1}/${order.length}]`);
  if (r !== undefined) runs.push(r);
});
const floor = summarize(runs.filter((r) => r.kind === 'floor'));
const forbear = summarize(runs.filter((r) => r.kind === 'forbear'));

// ── sanity: a scorer that reads nothing must not look fast ───────────────────────────────────
if (floor === undefined) problem('no floor run succeeded');
if (forbear === undefined) problem('no forbear run succeeded');
for (const r of runs) {
  if (r.bytes !== fileBytes) problem(`${r.kind} read ${r.bytes} bytes, the file has ${fileBytes}`);
}
if (floor !== undefined) {
  for (const r of runs) {
    if (r.spans !== floor.best.spans) problem(`${r.kind} counted ${r.spans} spans, the floor ${floor.best.spans}`);
  }
  if (meta !== undefined && meta.spans !== floor.best.spans) {
    problem(`the generator wrote ${meta.spans} spans, the floor counted ${floor.best.spans}`);
  }
}
for (const r of runs) {
  if (r.kind === 'forbear' && (r.results ?? 0) === 0) problem('forbear produced no results');
}

// ── report ───────────────────────────────────────────────────────────────────────────────────
const ratioPct = floor !== undefined && forbear !== undefined ? round1((floor.seconds / forbear.seconds) * 100) : null;
const peakRss = forbear?.peakRssMB ?? null;
const throughputPass = ratioPct !== null && ratioPct >= THROUGHPUT_TARGET_PCT && problems.length === 0;
const rssPass = peakRss !== null && peakRss < RSS_TARGET_MB && problems.length === 0;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const cpu = cpus()[0]?.model ?? 'unknown cpu';

const out: string[] = [''];
out.push(`forbear score throughput — ${round1(fileBytes / MIB)} MB, node ${process.version}, ${cpus().length} × ${cpu}`);
out.push(`${'row'.padEnd(9)}${pad('seconds', 10)}${pad('runs (s)', 20)}${pad('MB/s', 10)}${pad('spans/s', 12)}${pad('peak RSS MB', 14)}`);
if (floor !== undefined) out.push(row('floor', floor));
if (forbear !== undefined) out.push(row('forbear', forbear));
out.push('');
if (meta !== undefined) {
  out.push(`generated: ${meta.spans} spans, ${meta.traces} turns in ${meta.sessions} sessions ` +
    `(${meta.sessionsByKind.abstain} abstain-tagged, ${meta.sessionsByKind.act} act-tagged)`);
}
if (forbear !== undefined) {
  const b = forbear.best;
  out.push(`scored:    ${b.spans} spans, ${b.turns ?? 'n/a'} turns → ${b.results ?? 0} results ` +
    `(${b.abstainAttempts ?? 0} abstain attempts), ${b.followUpTurns ?? 'n/a'} follow-up and ` +
    `${b.unmatchedTurns ?? 'n/a'} unmatched turns, ${b.findings ?? 0} findings (${b.findingErrors ?? 0} errors)`);
  const memo = b.sentenceMemo;
  if (memo !== undefined && memo.hits + memo.misses > 0) {
    // The generator draws reply sentences from finite pools, so most repeat: say how much of the
    // response check the sentence memo answered, since real replies may repeat less.
    const pct = (100 * memo.hits) / (memo.hits + memo.misses);
    out.push(`response check: ${memo.hits + memo.misses} sentences, ${memo.misses} classified, ${pct.toFixed(1)} % from the sentence memo ` +
      '(FORBEAR_SENTENCE_MEMO=0 npm run bench measures without it)');
  }
}
out.push(`throughput ratio: ${ratioPct ?? 'n/a'} % of floor (target ≥ ${THROUGHPUT_TARGET_PCT} %) ${verdict(throughputPass)}`);
out.push(`peak RSS: ${peakRss ?? 'n/a'} MB (target < ${RSS_TARGET_MB} MB) ${verdict(rssPass)}`);
for (const p of problems) out.push(`SANITY FAIL: ${p}`);
process.stdout.write(`${out.join('\n')}\n`);

const json = {
  bench: 'score-throughput',
  file,
  fileBytes,
  sizeMb,
  node: process.version,
  cpu,
  cpus: cpus().length,
  totalMemMB: Math.round(totalmem() / MIB),
  generated: meta ?? null,
  floor: summaryJson(floor),
  forbear: summaryJson(forbear),
  throughputRatioPct: ratioPct,
  peakRssMB: peakRss,
  targets: {
    throughputRatio: { value: ratioPct, target: `>= ${THROUGHPUT_TARGET_PCT} %`, pass: throughputPass },
    peakRss: { value: peakRss, target: `< ${RSS_TARGET_MB} MB`, pass: rssPass },
  },
  sane: problems.length === 0,
  problems,
};
process.stdout.write(`${JSON.stringify(json)}\n`);
if (problems.length > 0) fatal(`${problems.length} sanity problem(s); the figures above cannot be trusted`);
