/**
 * Convention detection runs on every span: scoring a GenAI-only file with every adapter enabled
 * must stay within 10 % of scoring it with only the GenAI adapter. Both configurations run in the
 * same session on the same bytes, alternating, each in a fresh process.
 *
 *   node dist/bench/adapter-overhead.js [--size-mb 150] [--rounds 2] [--data-dir bench/data]
 *
 * Prints a table, PASS/FAIL against the target, and one JSON line. A target miss still exits 0
 * (the bench reports); a run that cannot be trusted (a crash, or the two configurations scoring
 * the file differently) exits 1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MIB, corpusFile, dataDirFlag, parseArgs, round1, sessionsFile, type Measurement } from './common.js';

const OVERHEAD_TARGET_PCT = 10;
const DEFAULT_SIZE_MB = 150;

type Config = 'gen_ai' | 'all';
interface Run extends Measurement {
  config: Config;
  results: number;
  abstainAttempts: number;
  turns: number | null;
}

const script = (name: string): string => fileURLToPath(new URL(`./${name}`, import.meta.url));
const args = parseArgs(process.argv.slice(2));
const sizeMb = Number(args.flags.get('size-mb') ?? DEFAULT_SIZE_MB);
const rounds = Number(args.flags.get('rounds') ?? 2);
if (!Number.isInteger(sizeMb) || sizeMb < 1) fatal('--size-mb: expected a positive integer');
if (!Number.isInteger(rounds) || rounds < 1) fatal('--rounds: expected a positive integer');
const dataDir = dataDirFlag(args, import.meta.url);
const file = sessionsFile(dataDir, sizeMb);
const corpus = corpusFile(dataDir);
const problems: string[] = [];

function fatal(message: string): never {
  process.stderr.write(`\nbench: FAIL — ${message}\n`);
  process.exit(1);
}

function run(config: Config, label: string): Run | undefined {
  process.stderr.write(`${label} adapters=${config}…\n`);
  const child = spawnSync(process.execPath, [script('run-score.js'), '--corpus', corpus, '--adapters', config, file], {
    stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * MIB,
  });
  const last = (child.stdout ?? '').trim().split('\n').at(-1) ?? '';
  if (child.error !== undefined || child.status !== 0) {
    problems.push(`${config} run ${label}: ${child.error?.message ?? `exited with ${child.status ?? child.signal}`}`);
    return undefined;
  }
  const m = JSON.parse(last) as Omit<Run, 'config'>;
  process.stderr.write(`${label} adapters=${config}: ${m.seconds} s, ${m.maxRssMB} MB peak RSS\n`);
  return { ...m, config };
}

const gen = spawnSync(process.execPath, [script('generate.js'), '--size-mb', String(sizeMb), '--data-dir', dataDir], { stdio: 'inherit' });
if (gen.status !== 0) fatal(`generator exited with ${gen.status ?? gen.signal}`);
if (!existsSync(file) || !existsSync(corpus)) fatal(`${file} or ${corpus} missing after generation`);
const fileBytes = statSync(file).size;
process.stderr.write(`\nbench file: ${file} (${round1(fileBytes / MIB)} MB, GenAI conventions only)\n`);

const runs: Run[] = [];
const order: Config[] = [];
for (let i = 0; i < rounds; i++) order.push('gen_ai', 'all');
order.forEach((config, i) => {
  const r = run(config, `[${i + 1}/${order.length}]`);
  if (r !== undefined) runs.push(r);
});

const best = (config: Config): Run | undefined =>
  runs.filter((r) => r.config === config).reduce<Run | undefined>((b, r) => (b === undefined || r.seconds < b.seconds ? r : b), undefined);
const genAi = best('gen_ai');
const all = best('all');
if (genAi === undefined || all === undefined) problems.push('a configuration has no successful run');
// The same file must score the same whichever adapters are enabled: otherwise timing proves nothing.
for (const r of runs) {
  if (genAi !== undefined && (r.spans !== genAi.spans || r.results !== genAi.results || r.abstainAttempts !== genAi.abstainAttempts || r.turns !== genAi.turns)) {
    problems.push(`adapters=${r.config} scored ${r.results} results from ${r.spans} spans, adapters=gen_ai ${genAi.results} from ${genAi.spans}`);
  }
  if (r.results === 0) problems.push(`adapters=${r.config} produced no results`);
}

const overheadPct = genAi !== undefined && all !== undefined ? round1(((all.seconds - genAi.seconds) / genAi.seconds) * 100) : null;
const pass = overheadPct !== null && overheadPct <= OVERHEAD_TARGET_PCT && problems.length === 0;
const cpu = cpus()[0]?.model ?? 'unknown cpu';
const row = (name: string, config: Config, r: Run | undefined): string => {
  if (r === undefined) return `${name.padEnd(22)}  n/a`;
  const times = runs.filter((x) => x.config === config).map((x) => x.seconds.toFixed(2)).join(' / ');
  return `${name.padEnd(22)}${r.seconds.toFixed(2).padStart(9)}${times.padStart(22)}${(r.bytes / MIB / r.seconds).toFixed(1).padStart(9)}` +
    `${Math.round(r.spans / r.seconds).toLocaleString('en-US').padStart(11)}${r.maxRssMB.toFixed(1).padStart(10)}`;
};
const out = [
  '',
  `forbear adapter overhead — ${round1(fileBytes / MIB)} MB GenAI-only spans, node ${process.version}, ${cpus().length} × ${cpu}`,
  `${'adapters'.padEnd(22)}${'best s'.padStart(9)}${'runs (s)'.padStart(22)}${'MB/s'.padStart(9)}${'spans/s'.padStart(11)}${'RSS MB'.padStart(10)}`,
  row('gen_ai only', 'gen_ai', genAi),
  row('all (registry)', 'all', all),
  '',
  `overhead of all adapters: ${overheadPct ?? 'n/a'} % (target ≤ ${OVERHEAD_TARGET_PCT} %) ${pass ? 'PASS' : 'FAIL'}`,
  ...problems.map((p) => `SANITY FAIL: ${p}`),
];
process.stdout.write(`${out.join('\n')}\n`);
process.stdout.write(`${JSON.stringify({
  bench: 'adapter-overhead', file, fileBytes, sizeMb, rounds, node: process.version, cpu, cpus: cpus().length,
  genAiOnly: genAi ?? null, allAdapters: all ?? null, runs, overheadPct,
  target: { value: overheadPct, target: `<= ${OVERHEAD_TARGET_PCT} %`, pass }, sane: problems.length === 0, problems,
})}\n`);
if (problems.length > 0) fatal(`${problems.length} sanity problem(s); the figures above cannot be trusted`);
