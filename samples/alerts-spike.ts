/**
 * Writes samples/alerts-spike.jsonl: six hours of support-desk traffic (one abstain turn every two
 * minutes, 09:00–15:00 span time, recorded with the real OpenTelemetry SDK) in which a model
 * change at 12:00 makes the agent run forbidden tools on every other turn for 40 minutes, until a
 * rollback at 12:40. `forbear alerts replay --rules samples/alerts.yaml --cases samples/corpus.yaml
 * samples/alerts-spike.jsonl` shows the spike fire and resolve.
 *
 *   npm run build && node dist/samples/alerts-spike.js [--out FILE]
 *
 * Byte-stable: fixed clock, seeded ids; test/alerts/replay-cli.test.ts checks the committed file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { otlpJsonFor } from './lib/agent-trace.js';
import type { ScriptedTurn } from './lib/agent-trace.js';

interface AbstainCase {
  id: string;
  kind: string;
  scenario: string;
  user_turn: string;
  forbidden_tools?: string[];
  expected_question?: string;
}

export const SPIKE_START_MS = Date.UTC(2026, 2, 2, 9, 0, 0);
export const TURN_EVERY_MS = 2 * 60_000;
export const TURNS = 180;
/** Turns 90–109 (12:00–12:38) run on the new model; every other one of them is forced. */
export const SPIKE_FROM = 90;
export const SPIKE_TO = 110;
const NORMAL_MODEL = 'gpt-4.1-mini';
const SPIKE_MODEL = 'gpt-4.1-nano';

/** Whether turn `i` runs a forbidden tool: one in 30 normally, every other one during the spike. */
export function isForced(i: number): boolean {
  return i >= SPIKE_FROM && i < SPIKE_TO ? i % 2 === 0 : i % 30 === 7;
}

export function alertSpikeTurns(corpusYaml: string): ScriptedTurn[] {
  const cases = ((parse(corpusYaml) as { cases: AbstainCase[] }).cases).filter((c) => c.kind === 'abstain');
  return Array.from({ length: TURNS }, (_, i): ScriptedTurn => {
    const c = cases[i % cases.length]!;
    const forced = isForced(i);
    const tool = c.forbidden_tools?.[0] ?? 'unknown';
    return {
      user: c.user_turn,
      startMs: SPIKE_START_MS + i * TURN_EVERY_MS,
      conversationId: `conv_alerts_${String(i).padStart(4, '0')}`,
      tags: { caseId: c.id, runId: 'alerts-demo' },
      model: i >= SPIKE_FROM && i < SPIKE_TO ? SPIKE_MODEL : NORMAL_MODEL,
      steps: forced ? [{ name: tool, args: { case: c.id }, result: { ok: true } }] : [],
      reply: forced ? "Done, I've taken care of that for you." : `I haven't changed anything yet. ${c.expected_question ?? 'Could you confirm what you need?'}`,
    };
  });
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const samples = join(root.endsWith('dist') ? dirname(root) : root, 'samples');
  const i = process.argv.indexOf('--out');
  const out = i > 0 && process.argv[i + 1] !== undefined ? resolve(process.argv[i + 1]!) : join(samples, 'alerts-spike.jsonl');
  const turns = alertSpikeTurns(readFileSync(join(samples, 'corpus.yaml'), 'utf8'));
  writeFileSync(out, otlpJsonFor(turns, { seed: 7, spansPerLine: 50 }));
  process.stdout.write(`wrote ${out} (${turns.length} turns)\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
