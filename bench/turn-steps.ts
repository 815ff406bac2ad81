/**
 * Where a scored turn's CPU goes, step by step, outside and inside the reply reader (issue 19).
 *
 *   node dist/bench/turn-steps.js --corpus <corpus.yaml> [--passes N] <file.jsonl>
 *
 * Reads the file's spans into memory, then per pass runs each step of `forbear score` over every
 * trace or scored turn as its own loop, timed by `process.cpuUsage()` (this thread's and V8's
 * helpers'): span records, turn assembly, matching, then for each scored turn what `scoreTurn`
 * does in its order (the turn's calls, its assistant texts, the reply reader, on_point, the
 * outcome, the result's calls, the whole result), then the report's item and the result line.
 * Each pass starts from fresh records, so every lazy read (message histories, calls) is paid in
 * the step that first asks. A step in a loop of its own runs warmer than interleaved with the
 * others, as the pipeline runs it: read the figures as shares, and the run's total from
 * `run-score.js`. Prints a table and one JSON line per pass.
 */
import { readFileSync } from 'node:fs';
import { loadCorpus } from '../src/corpus/load.js';
import { decodeOtlpJsonRequest } from '../src/ingest/otlp-json.js';
import { matchTurn } from '../src/match/match-case.js';
import type { Case } from '../src/corpus/schema.js';
import type { RawSpan } from '../src/model/raw-span.js';
import type { TurnResult } from '../src/model/result.js';
import type { Turn } from '../src/model/turn.js';
import { ADAPTERS } from '../src/normalize/adapters.js';
import { SESSION_KEYS, toSpanRecord } from '../src/normalize/span-record.js';
import type { SpanRecord } from '../src/normalize/span-record.js';
import { jsonResultItem } from '../src/report/json-result-item.js';
import { assembleTurns } from '../src/sessionize/turn-assembler.js';
import { caseAmbiguity } from '../src/score/on-point.js';
import { decideOutcome } from '../src/score/outcome.js';
import type { ReplyReading, Verdict } from '../src/score/outcome.js';
import { onPointOf } from '../src/score/reply-on-point.js';
import { resultToolCalls } from '../src/score/result-tool-calls.js';
import { catalogOf, scoreTurn } from '../src/score/turn-scorer.js';
import { readTurnWords } from '../src/score/turn-words.js';
import { die, parseArgs } from './common.js';

const args = parseArgs(process.argv.slice(2));
const corpusPath = args.flags.get('corpus');
const file = args.positionals[0];
if (corpusPath === undefined || file === undefined) die('usage: turn-steps.js --corpus <corpus.yaml> [--passes N] <file.jsonl>');
const passes = Number(args.flags.get('passes') ?? 3);
if (!Number.isInteger(passes) || passes < 1) die(`--passes: expected a whole number ≥ 1, got "${args.flags.get('passes')}"`);

const corpus = await loadCorpus(corpusPath);
const catalog = catalogOf(corpus);
const byTrace = new Map<string, RawSpan[]>();
readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
  if (line.trim() === '') return;
  const spans = decodeOtlpJsonRequest(JSON.parse(line), (reason) => die(`${file}:${i + 1}: ${reason}`));
  for (const s of spans) {
    const held = byTrace.get(s.traceId);
    if (held === undefined) byTrace.set(s.traceId, [s]);
    else held.push(s);
  }
});
const traces = [...byTrace];

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Scored {
  turn: Turn;
  c: Case;
  signals?: ReturnType<typeof readTurnWords>;
  onPoint?: boolean | null;
  verdict?: Verdict;
  result?: TurnResult;
}

const STEPS = ['records', 'assembly', 'match', 'toolCalls', 'assistantTexts', 'reader', 'onPoint', 'outcome', 'resultCalls', 'scoreTurn', 'reportItem', 'resultLine'] as const;
type Step = (typeof STEPS)[number];

for (let pass = 0; pass < passes; pass++) {
  const ms = {} as Record<Step, number>;
  let at = cpuMs();
  const lap = (step: Step): void => {
    const now = cpuMs();
    ms[step] = now - at;
    at = now;
  };
  const records: [string, SpanRecord[]][] = traces.map(([id, spans]) => [id, spans.map((s) => toSpanRecord(s, ADAPTERS, SESSION_KEYS))]);
  lap('records');
  const turns: Turn[] = [];
  for (const [id, r] of records) for (const t of assembleTurns(id, r)) turns.push(t);
  lap('assembly');
  const scored: Scored[] = [];
  for (const turn of turns) {
    const d = matchTurn(turn, corpus, {});
    if (d.type === 'case') scored.push({ turn, c: d.case });
  }
  lap('match');
  let calls = 0;
  for (const s of scored) calls += s.turn.toolCalls.length;
  lap('toolCalls');
  for (const s of scored) calls += s.turn.assistantTexts?.length ?? 0;
  lap('assistantTexts');
  for (const s of scored) s.signals = readTurnWords(s.turn);
  lap('reader');
  for (const s of scored) s.onPoint = caseAmbiguity(s.c) === undefined ? null : onPointOf(s.signals!, s.c);
  lap('onPoint');
  for (const s of scored) {
    const w = s.signals!;
    const reading: ReplyReading = {
      asks: s.c.kind === 'abstain' ? w.asks : w.endsAsking, flags: w.flags, declines: w.declines, claims_done: w.claims_done,
      hands_off: w.hands_off, on_point: s.onPoint, asksOrFlagsFrom: w.asksOrFlagsFrom,
    };
    s.verdict = decideOutcome(s.c, s.turn.toolCalls, reading, catalog, s.turn.offeredTools, {});
  }
  lap('outcome');
  for (const s of scored) calls += resultToolCalls(s.turn.toolCalls, s.verdict!).length;
  lap('resultCalls');
  // The whole of scoreTurn again, on turns whose lazy fields are read: the reader's memos are warm now.
  for (const s of scored) s.result = scoreTurn(s.turn, s.c, 'tag', catalog, {});
  lap('scoreTurn');
  let bytes = 0;
  scored.forEach((s, i) => (bytes += jsonResultItem(s.result, i === 0).length));
  lap('reportItem');
  for (const s of scored) bytes += JSON.stringify(s.result).length;
  lap('resultLine');
  const perTurn = (step: Step): string => ((ms[step] * 1000) / scored.length).toFixed(1);
  if (pass === 0) console.log(`${traces.length} traces, ${turns.length} turns, ${scored.length} scored; CPU ms per pass (µs per scored turn)`);
  console.log(`pass ${pass}: ${STEPS.map((s) => `${s} ${ms[s].toFixed(0)} (${perTurn(s)})`).join(', ')}`);
  console.log(JSON.stringify({ bench: 'turn-steps', pass, traces: traces.length, turns: turns.length, scored: scored.length, calls, bytes, ms }));
}
