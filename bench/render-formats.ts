/**
 * How long each report format takes to write a large run, beside a floor measured in the same
 * process on the same results: JSON.stringify of every result (what any report that shows the
 * results has to do at least). Also times grouping the attempts (repeats, pass^k, paired
 * accuracy) over the same results, and prints each output's size.
 *
 *   npm run build && node dist/bench/render-formats.js [--results 20000]
 */
import { loadCorpus } from '../src/corpus/load.js';
import type { TurnResult } from '../src/model/result.js';
import { runScore } from '../src/pipeline.js';
import { RepeatTally } from '../src/report/repeats.js';
import { ResultLog } from '../src/report/result-log.js';
import { FORMATS } from '../src/report/renderers.js';
import { MIB, die, parseArgs } from './common.js';

const args = parseArgs(process.argv.slice(2));
const wanted = Number(args.flags.get('results') ?? 20_000);
if (!Number.isInteger(wanted) || wanted < 1) die('--results: expected a positive integer');

const root = new URL('../../', import.meta.url);
const corpus = await loadCorpus(new URL('samples/corpus.yaml', root).pathname);
const base = await runScore({ corpus, inputs: [new URL('samples/spans', root).pathname] });
const templates = [...base.results];
const results = new ResultLog();
for (let i = 0; i < wanted; i++) {
  const t = templates[i % templates.length]!;
  const r: TurnResult = { ...t, trace_id: i.toString(16).padStart(32, '0'), attempt: Math.floor(i / templates.length) + 1, run_id: 'bench-run' };
  results.push(r);
}

const time = (fn: () => number): { seconds: number; bytes: number } => {
  const t0 = process.hrtime.bigint();
  const bytes = fn();
  return { seconds: Number(process.hrtime.bigint() - t0) / 1e9, bytes };
};
const floor = (): number => {
  let bytes = 0;
  for (const r of results) bytes += JSON.stringify(r).length + 1;
  return bytes;
};
let repeats = base.repeats;
const group = (): number => {
  const tally = new RepeatTally();
  for (const r of results) tally.add(r);
  repeats = tally.summarize(corpus.corpus.cases);
  return 0;
};
const render = (format: string) => (): number => {
  let bytes = 0;
  FORMATS[format]!.score({ ...base, repeats, results }, (chunk) => (bytes += chunk.length));
  return bytes;
};

const rows: [string, () => number][] = [['floor (JSON.stringify)', floor], ['repeats (grouping)', group], ...Object.keys(FORMATS).map((f): [string, () => number] => [`--format ${f}`, render(f)])];
const best = new Map<string, { seconds: number; bytes: number }>();
for (let round = 0; round < 3; round++) {
  for (const [name, fn] of rows) {
    const m = time(fn);
    const prev = best.get(name);
    if (prev === undefined || m.seconds < prev.seconds) best.set(name, m);
  }
}
results.close();
const f = best.get('floor (JSON.stringify)')!;
console.log(`forbear report formats — ${wanted.toLocaleString('en')} results, best of 3, node ${process.version}`);
console.log('row                       seconds   × floor    output MB');
for (const [name] of rows) {
  const m = best.get(name)!;
  console.log(`${name.padEnd(24)}  ${m.seconds.toFixed(3).padStart(7)}   ${(m.seconds / f.seconds).toFixed(2).padStart(7)}   ${(m.bytes / MIB).toFixed(2).padStart(9)}`);
}
console.log(JSON.stringify({ bench: 'render-formats', results: wanted, rows: Object.fromEntries(best) }));
