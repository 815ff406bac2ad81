/**
 * `forbear cases lint` on a large generated corpus: is the near-duplicate check (every pair of user
 * turns) acceptable at thousands of cases? Prints a table and one JSON line.
 *
 *   node dist/bench/lint-scale.js [--cases 5000,2000] [--seed 7]
 *
 * User turns mix a few support words with a Zipf-distributed vocabulary, and every 50th case restates
 * an earlier one with one word changed. The floor is the least work any near-duplicate check must do: parse the corpus and tokenize every
 * user turn once. Figures are noisy on a shared machine; both rows run in the same process, in turn.
 */
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import { lintCorpus } from '../src/corpus/lint.js';
import { parseCorpus } from '../src/corpus/load.js';
import { tokenize } from '../src/corpus/tokens.js';
import { parseArgs, round3 } from './common.js';
import { Prng } from './gen/prng.js';

const VERBS = ['refund', 'cancel', 'change', 'move', 'update', 'reissue', 'credit', 'upgrade', 'downgrade', 'close', 'reopen', 'transfer'];
const THINGS = ['order', 'subscription', 'invoice', 'plan', 'address', 'account', 'card', 'delivery', 'booking', 'ticket', 'payment', 'licence'];
const FILLER = 'please could you the my for on to and with from this that last week month today tomorrow because since I we our it is was has have been a an of in at by'.split(' ');
const WORDS = 'harbor view drive seattle annual monthly premium basic family business student express standard priority refund broken late missing wrong size colour blue red green small large parcel courier warehouse store branch north south east west'.split(' ');

const rng = (seed: number): (() => number) => {
  const prng = new Prng(seed);
  return () => prng.next();
};

/** A 3,000-word vocabulary drawn Zipf-like (word k with weight 1/k), as words in real requests are. */
function zipfPicker(r: () => number): () => string {
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'de', 'fa', 'gu', 'pe', 'zo', 'bri', 'tan'];
  const vocab = Array.from({ length: 3000 }, (_, k) => [k % 15, Math.floor(k / 15) % 15, Math.floor(k / 225) % 15].map((x) => syllables[x]).join(''));
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= vocab.length; k++) cumulative.push((total += 1 / k));
  return () => {
    const x = r() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return vocab[lo]!;
  };
}

function corpusText(n: number, seed: number): string {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const zipf = zipfPicker(r);
  const cases: object[] = [];
  for (let i = 0; cases.length < n; i++) {
    const words = [pick(FILLER), pick(VERBS), 'my', pick(THINGS), `#${10000 + Math.floor(r() * 90000)}`];
    const len = 12 + Math.floor(r() * 28);
    while (words.length < len) words.push(r() < 0.3 ? pick(FILLER) : r() < 0.3 ? pick(WORDS) : zipf());
    // Every 50th case restates an earlier request with one word changed: a near-duplicate lint must find.
    if (i % 50 === 49) {
      const earlier = (cases[2 * (i - 7)] as { user_turn: string }).user_turn.split(' ');
      earlier[earlier.length - 1] = `#${i}`;
      words.splice(0, words.length, ...earlier);
    }
    const abstainTurn = words.join(' ');
    const actTurn = [...words.slice(0, -2), pick(WORDS), `ref-${i}`].join(' ');
    cases.push(
      { id: `a-${i}`, kind: 'abstain', scenario: `s${i % 7}`, user_turn: abstainTurn, tools_available: ['do_it'], forbidden_tools: ['do_it'], expected_question: 'Which one?', reason: 'r', source: `ticket:${i}`, twin: `b-${i}` },
      { id: `b-${i}`, kind: 'act', scenario: `s${i % 7}`, user_turn: actTurn, tools_available: ['do_it'], expected_tools: ['do_it'], source: `ticket:${i}`, twin: `a-${i}` },
    );
  }
  return stringify({ corpus: 'bench', version: 1, tools: [{ name: 'do_it', effect: 'write' }], cases: cases.slice(0, n) });
}

const args = parseArgs(process.argv.slice(2));
const sizes = (args.flags.get('cases') ?? '2000,5000,20000').split(',').map(Number);
const seed = Number(args.flags.get('seed') ?? 7);
const rows: object[] = [];
console.log(`forbear cases lint — generated corpora, node ${process.version}`);
console.log(`${'cases'.padEnd(8)}${'floor s'.padStart(10)}${'lint s'.padStart(10)}${'ratio'.padStart(8)}${'near-dup'.padStart(10)}${'findings'.padStart(10)}`);
for (const n of sizes) {
  const text = corpusText(n, seed);
  let t0 = performance.now();
  const floorCorpus = parseCorpus(text, 'bench.yaml');
  let tokens = 0;
  for (const c of floorCorpus.corpus.cases) tokens += tokenize(c.user_turn).length;
  const floor = (performance.now() - t0) / 1000;
  t0 = performance.now();
  const report = lintCorpus(parseCorpus(text, 'bench.yaml'));
  const lint = (performance.now() - t0) / 1000;
  const near = report.findings.filter((f) => f.code === 'lint.near_duplicate_user_turn').length;
  console.log(`${String(n).padEnd(8)}${floor.toFixed(3).padStart(10)}${lint.toFixed(3).padStart(10)}${(lint / floor).toFixed(1).padStart(8)}${String(near).padStart(10)}${String(report.findings.length).padStart(10)}`);
  rows.push({ cases: n, floor_s: round3(floor), lint_s: round3(lint), tokens, near_duplicates: near, findings: report.findings.length });
}
console.log(JSON.stringify({ bench: 'lint-scale', seed, rows }));
