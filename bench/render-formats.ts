/**
 * How long each report format takes to write a large run, beside a floor measured in the same
 * process on the same results: JSON.stringify of every result (what any report that shows the
 * results has to do at least). Also times grouping the attempts (repeats, pass^k, paired
 * accuracy) over the same results, and prints each output's size.
 *
 *   npm run build && node dist/bench/render-formats.js [--results 20000]
 */
import { RepeatTally } from '../src/report/repeats.js';
import { FORMATS } from '../src/report/renderers.js';
import { MIB } from './common.js';
import { largeRun } from './gen/large-run.js';

const { wanted, corpus, base, results } = await largeRun(process.argv.slice(2));

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
