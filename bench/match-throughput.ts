/**
 * `npm run bench` (match-throughput): organic matching (`match.similarity`) in turns per second
 * over a generated corpus of ~2,000 cases, beside the floor measured in the same run on the same
 * messages: the exact lookup every untagged turn already pays (normalize, one Map.get).
 *
 *   node dist/bench/match-throughput.js [--cases 2000] [--turns 5000] [--rounds 3]
 *
 * The corpus: the bench's 40 twin cases (bench/gen/cases.ts), each in many variants with its own
 * identifiers and a few words from a shared vocabulary, so that the inverted index has long
 * postings for common words as a real corpus would. The messages: paraphrase-like edits of case
 * turns (words dropped, one typo, identifiers changed) and unrelated requests, 4 to 1.
 */
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import { parseCorpus } from '../src/corpus/load.js';
import { normalizeUserText } from '../src/corpus/normalize-text.js';
import { OrganicMatcher } from '../src/match/organic-matcher.js';
import { parseArgs } from './common.js';
import { PAIRS, TOOLS } from './gen/cases.js';
import { Prng } from './gen/prng.js';

const args = parseArgs(process.argv.slice(2));
const wantedCases = Number(args.flags.get('cases') ?? 2000);
const turnCount = Number(args.flags.get('turns') ?? 5000);
const rounds = Number(args.flags.get('rounds') ?? 3);
const rng = new Prng(20261130);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]!;

const VOCAB = ('laptop monitor keyboard headset charger router printer camera speaker tablet phone watch desk chair lamp ' +
  'backpack jacket shoes blender kettle toaster vacuum heater fan mattress pillow blanket sofa shelf drawer cable adapter ' +
  'warehouse courier parcel pallet invoice receipt voucher coupon seat licence workspace project folder mailbox calendar ' +
  'berlin paris madrid lisbon dublin vienna prague warsaw oslo helsinki stockholm copenhagen amsterdam brussels zurich ' +
  'urgent today tomorrow weekend morning evening quarterly monthly yearly premium standard basic family business student').split(' ');

const cases: Record<string, unknown>[] = [];
for (let i = 0; cases.length < wantedCases; i++) {
  const p = PAIRS[i % PAIRS.length]!;
  const v = Math.floor(i / PAIRS.length);
  const extra = `Reference ${pick(['ACC', 'ORD', 'INV', 'TCK'])}-${10000 + i}, about the ${pick(VOCAB)} and the ${pick(VOCAB)} (${pick(VOCAB)}).`;
  const tools = [...p.read, p.write];
  cases.push({ id: `v${v}-p${i % PAIRS.length}-abstain`, kind: 'abstain', scenario: p.scenario, user_turn: `${p.abstainTurn} ${extra}`, tools_available: tools, forbidden_tools: [p.write], twin: `v${v}-p${i % PAIRS.length}-act` });
  cases.push({ id: `v${v}-p${i % PAIRS.length}-act`, kind: 'act', scenario: p.scenario, user_turn: `${p.actTurn} ${extra}`, tools_available: tools, expected_tools: [p.write], twin: `v${v}-p${i % PAIRS.length}-abstain` });
}
const yaml = stringify({ corpus: 'match-bench', version: 1, match: { similarity: 0.55 }, tools: TOOLS.map((t) => ({ name: t.name, effect: t.effect })), cases }, { lineWidth: 0 });
const corpus = parseCorpus(yaml, 'match-bench.yaml');

/** A paraphrase-like edit: some words dropped, one typo, identifiers renumbered. */
function paraphrase(text: string): string {
  const words = text.split(' ').filter(() => rng.next() > 0.2).map((w) => w.replace(/\d{3,}/gu, () => String(Math.floor(rng.next() * 90000) + 10000)));
  const at = Math.floor(rng.next() * words.length);
  const w = words[at];
  if (w !== undefined && w.length > 4) words[at] = w.slice(0, 2) + w.slice(3);
  return words.join(' ');
}
const unrelated = ['How do I reset my password?', 'Where is my parcel?', 'Do you ship to Canada?', 'What are your opening hours?', 'Can I pay by bank transfer?'];
const messages: string[] = [];
for (let i = 0; i < turnCount; i++) {
  messages.push(i % 5 === 4 ? `${pick(unrelated)} ${pick(VOCAB)}` : paraphrase(String((pick(corpus.corpus.cases)).user_turn)));
}

function time(label: string, fn: (m: string) => unknown): { label: string; seconds: number; turnsPerSecond: number } {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const m of messages) fn(m);
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  return { label, seconds: best, turnsPerSecond: messages.length / best };
}

// A customer pasting a whole mail: each message inside a greeting, a quoted line, a signature and a
// disclaimer (~90 words), so long messages are also read passage by passage (src/match/passages.ts).
const MAIL_HEAD = 'Hi team,\n\nI hope you are well. Sorry for the long mail, I am writing from my phone between meetings.\n\n> On Monday you wrote: thanks for contacting us, a colleague will get back to you shortly.\n\n';
const MAIL_TAIL = '\n\nKind regards,\nJordan Smith | Operations Manager | Northwind Traders\nThis email and any attachments are confidential and intended solely for the addressee. If you received it in error, please notify the sender and delete it from your system.';
const mails = messages.slice(0, Math.max(1, Math.floor(messages.length / 5))).map((m) => MAIL_HEAD + m + MAIL_TAIL);

// Heap growth of the index, when run with `node --expose-gc` (else not measured: GC noise).
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const matcher = new OrganicMatcher(corpus);
const buildMs = performance.now() - t0;
gc?.();
const heapMb = gc === undefined ? Number.NaN : (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
let matched = 0;
for (const m of messages) if (matcher.match(m).type === 'case') matched++;
const floor = time('floor: exact lookup', (m) => corpus.byUserTurn.get(normalizeUserText(m)));
const organic = time('organic matching', (m) => matcher.match(m));
const t1 = performance.now();
for (const m of mails) matcher.match(m);
const mailUs = ((performance.now() - t1) / mails.length) * 1000;

console.log(`corpus: ${corpus.corpus.cases.length} cases; ${messages.length} messages (4 paraphrase-like : 1 unrelated); best of ${rounds} rounds; index built in ${buildMs.toFixed(0)} ms, ${gc === undefined ? 'heap not measured (node --expose-gc)' : `heap +${heapMb.toFixed(0)} MB`}`);
console.log(`  ${'measure'.padEnd(24)}${'turns/s'.padStart(12)}${'µs/turn'.padStart(10)}`);
for (const r of [floor, organic]) console.log(`  ${r.label.padEnd(24)}${Math.round(r.turnsPerSecond).toLocaleString('en-US').padStart(12)}${((r.seconds / messages.length) * 1e6).toFixed(1).padStart(10)}`);
console.log(`  ${'organic, pasted mails'.padEnd(24)}${Math.round(1e6 / mailUs).toLocaleString('en-US').padStart(12)}${mailUs.toFixed(1).padStart(10)}  (${mails.length} messages of ~90 more words, one pass)`);
console.log(`  organic is ${(floor.turnsPerSecond / organic.turnsPerSecond).toFixed(0)}× the floor's cost per turn; ${matched} of ${messages.length} messages matched at 0.55`);
console.log(JSON.stringify({ bench: 'match-throughput', cases: corpus.corpus.cases.length, turns: messages.length, build_ms: Math.round(buildMs), heap_mb: Number.isNaN(heapMb) ? null : Math.round(heapMb), mail_us_per_turn: Math.round(mailUs), floor_turns_per_s: Math.round(floor.turnsPerSecond), organic_turns_per_s: Math.round(organic.turnsPerSecond), matched }));
