/**
 * `npm run bench` (expected-calls): the act verdict with `expected_calls` (arguments, counts,
 * no_other_writes) in turns per second, beside two figures from the same run on the same turns:
 * the floor — JSON.parse of every call's arguments, the least work any argument check must do —
 * and the verdict with `expected_tools` names only (what an act case cost before).
 *
 *   node dist/bench/expected-calls-throughput.js [--turns 20000] [--rounds 3]
 *
 * The turns look like tau-bench airline runs: a few reads, then one to three writes whose
 * arguments arrive as JSON text (a booking with segments, passengers and payments), right or
 * with one value changed; the case states three writes, segments as subsets, no_other_writes.
 */
import { performance } from 'node:perf_hooks';
import { CaseSchema } from '../src/corpus/schema.js';
import type { ToolCall } from '../src/model/turn.js';
import { decideOutcome } from '../src/score/outcome.js';
import type { ToolCatalog } from '../src/score/outcome.js';
import { parseArgs } from './common.js';
import { Prng } from './gen/prng.js';

const args = parseArgs(process.argv.slice(2));
const turnCount = Number(args.flags.get('turns') ?? 20000);
const rounds = Number(args.flags.get('rounds') ?? 3);
const rng = new Prng(20261201);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]!;

const WRITES = ['book_reservation', 'update_reservation_baggages', 'cancel_reservation'];
const catalog: ToolCatalog = { has: () => true, isWrite: (t) => WRITES.includes(t) };
const booking = {
  user_id: 'mia_li_3668', origin: 'JFK', destination: 'SEA', flight_type: 'one_way', cabin: 'economy',
  flights: [{ flight_number: 'HAT136', date: '2024-05-20' }, { flight_number: 'HAT039', date: '2024-05-20' }],
  passengers: [{ first_name: 'Mia', last_name: 'Li', dob: '1990-04-05' }],
  payment_methods: [{ payment_id: 'certificate_7504069', amount: 250 }, { payment_id: 'credit_card_4421486', amount: 5 }],
  total_baggages: 3, nonfree_baggages: 0, insurance: 'no',
};
const bags = { reservation_id: 'OBUT9V', total_baggages: 2, nonfree_baggages: 0, payment_id: 'gift_card_6276644' };
const cancel = { reservation_id: 'Z7GOZK' };
const base = { id: 'airline-x', kind: 'act', user_turn: 'Book, add bags, cancel.', tools_available: [...WRITES, 'get_user_details'] };
const withCalls = CaseSchema.parse({ ...base, no_other_writes: true, expected_calls: [
  { tool: 'book_reservation', args: { ...booking, flights: booking.flights.map((f) => ({ subset: f })) }, count: 1 },
  { tool: 'update_reservation_baggages', args: bags, count: 1 },
  { tool: 'cancel_reservation', args: cancel, count: 1 },
] });
const withTools = CaseSchema.parse({ ...base, expected_tools: WRITES });

/** One turn's calls as the assembler hands them over: arguments as recorded JSON text. */
function turn(): { tool: string; args: string }[] {
  const calls = [{ tool: 'get_user_details', args: JSON.stringify({ user_id: 'mia_li_3668' }) }];
  for (let i = Math.floor(rng.next() * 3); i > 0; i--) calls.push({ tool: 'search_direct_flight', args: JSON.stringify({ origin: 'JFK', destination: 'SEA', date: '2024-05-20' }) });
  const wrong = rng.next() < 0.3;
  const b = wrong ? { ...booking, payment_methods: [{ payment_id: 'certificate_7504069', amount: 250 }, { payment_id: 'credit_card_4421486', amount: 55 }] } : booking;
  calls.push({ tool: 'book_reservation', args: JSON.stringify({ ...b, flights: b.flights.map((f) => ({ ...f, origin: 'JFK', price: 120 })) }) });
  if (rng.next() < 0.8) calls.push({ tool: 'update_reservation_baggages', args: JSON.stringify(bags) });
  if (rng.next() < 0.8) calls.push({ tool: pick(['cancel_reservation', 'cancel_reservation', 'update_reservation_baggages']), args: JSON.stringify(cancel) });
  return calls;
}
const turns = Array.from({ length: turnCount }, turn);
const reply = { asks: false, flags: false, declines: false, claims_done: true };
// Fresh ToolCall objects per round: parsed arguments are cached per call, and a real turn is scored once.
const fresh = (): ToolCall[][] => turns.map((t) => t.map((c) => ({ tool: c.tool, callId: undefined, arguments: c.args, executed: true, status: 'ok', error: undefined, spanId: undefined, startMs: 0 })));

function time(label: string, fn: (calls: ToolCall[]) => unknown): { label: string; seconds: number; turnsPerSecond: number; sink: Map<string, number> } {
  let best = Number.POSITIVE_INFINITY;
  const sink = new Map<string, number>();
  for (let r = 0; r < rounds; r++) {
    const batch = fresh();
    sink.clear();
    const t0 = performance.now();
    for (const calls of batch) {
      const out = String(fn(calls));
      sink.set(out, (sink.get(out) ?? 0) + 1);
    }
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  return { label, seconds: best, turnsPerSecond: turns.length / best, sink };
}

const floor = time('floor: JSON.parse args', (calls) => calls.reduce((n, c) => n + Object.keys(JSON.parse(c.arguments as string) as object).length, 0) > 0);
const names = time('expected_tools (names)', (calls) => decideOutcome(withTools, calls, reply, catalog).outcome);
const full = time('expected_calls', (calls) => decideOutcome(withCalls, calls, reply, catalog).outcome);

const calls = turns.reduce((n, t) => n + t.length, 0);
console.log(`${turns.length} turns, ${calls} calls (${(calls / turns.length).toFixed(1)} per turn), arguments as JSON text; best of ${rounds} rounds`);
console.log(`  ${'measure'.padEnd(26)}${'turns/s'.padStart(12)}${'µs/turn'.padStart(10)}`);
for (const r of [floor, names, full]) console.log(`  ${r.label.padEnd(26)}${Math.round(r.turnsPerSecond).toLocaleString('en-US').padStart(12)}${((r.seconds / turns.length) * 1e6).toFixed(1).padStart(10)}`);
console.log(`  expected_calls costs ${(floor.turnsPerSecond / full.turnsPerSecond).toFixed(1)}× the floor per turn; outcomes: ${[...full.sink].map(([o, n]) => `${o} ${n}`).join(', ')}`);
console.log(JSON.stringify({ bench: 'expected-calls', turns: turns.length, calls, floor_turns_per_s: Math.round(floor.turnsPerSecond), names_turns_per_s: Math.round(names.turnsPerSecond), calls_turns_per_s: Math.round(full.turnsPerSecond), outcomes: Object.fromEntries(full.sink) }));
