import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusCases, loadDemoPlan, otlpJsonFor, SAMPLE_CORPUS } from '../helpers/index.js';
import { conventionOtlpJson, DIALECTS, resultKey, scoreText } from '../helpers/conventions.js';
import type { DialectName } from '../helpers/conventions.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';
import type { Turn } from '../../src/model/turn.js';
import { GEN_AI_ONLY } from '../../src/normalize/adapters.js';

const plan = loadDemoPlan();
const demoTurns = plan.flatMap((f) => f.turns);
const catalog = [...readFileSync(SAMPLE_CORPUS, 'utf8').matchAll(/- \{ name: (\w+),/g)].map((m) => m[1]!);
const cases = corpusCases(readFileSync(SAMPLE_CORPUS, 'utf8'));

/** What the demo plan says each scored turn must come out as. */
const expected = new Map(demoTurns.filter((t) => t.expected !== null).map((t) => [resultKey(t.caseId!, t.attempt), t.expected!]));

describe('the demo scenarios recorded in every convention', () => {
  it('the GenAI form (samples/lib/agent-trace.ts) scores as the demo plan says', async () => {
    const text = plan.map((f) => otlpJsonFor(f.turns.map((t) => t.turn), { seed: f.seed })).join('');
    const { outcomes } = await scoreText(text);
    expect(outcomes).toEqual(expected);
  });

  for (const name of Object.keys(DIALECTS) as DialectName[]) {
    it(`${name}: every turn gets the same outcome as in GenAI form`, async () => {
      const text = plan.map((f) => conventionOtlpJson(f.turns.map((t) => t.turn), name, { seed: f.seed, offeredTools: catalog })).join('');
      const { outcomes, results } = await scoreText(text);
      expect(outcomes).toEqual(expected);
      expect(results.length).toBe(expected.size);
      expect(cases.size).toBeGreaterThan(0);
    });
  }
});

/** The adapters that must read each dialect's spans (the turn's `conventions`). */
const READ_BY: Record<DialectName, string[]> = {
  gen_ai: ['gen_ai'],
  gen_ai_v1_27: ['gen_ai'],
  strands_legacy_events: ['gen_ai'],
  strands_latest_events: ['gen_ai'],
  mcp: ['gen_ai', 'mcp'],
  openinference: ['openinference'],
  openinference_contents: ['openinference'],
  mixed_openinference_gen_ai: ['gen_ai', 'openinference'],
  traceloop_legacy: ['traceloop'],
  traceloop: ['traceloop'],
  vercel_ai_v3: ['vercel_ai'],
  vercel_ai: ['vercel_ai'],
  pydantic_ai_v2: ['gen_ai', 'pydantic_ai'],
  pydantic_ai_v3: ['gen_ai', 'pydantic_ai'],
  google_adk: ['google_adk'],
  langsmith: ['langsmith'],
  traceloop_legacy_client_only: ['traceloop'],
  traceloop_tools_without_agent: ['traceloop'],
  mcp_in_execute_tool: ['gen_ai', 'mcp'],
  openinference_client_only: ['openinference'],
  openai_agents_logfire: ['openai_agents'],
};

describe('what each convention\'s adapter reads from one turn', () => {
  const scenario = demoTurns.find((t) => t.behaviour === 'reckless (approval gate)')!.turn;
  const reference = turnsFromOtlpJson(otlpJsonFor([scenario]))[0]!;
  const shape = (t: Turn): unknown => ({
    user: t.userMessage, prior: t.priorUserMessages, reply: t.finalReply, tags: t.tags, session: t.sessionId === t.traceId ? 'trace' : t.sessionId,
    calls: t.toolCalls.map((c) => ({ tool: c.tool, executed: c.executed, status: c.status, args: typeof c.arguments === 'string' ? JSON.parse(c.arguments) as unknown : c.arguments })),
  });

  it('the reference scenario has an executed read, a blocked write and a reply', () => {
    expect(reference.toolCalls.map((c) => [c.tool, c.executed])).toEqual([['get_invoice', true], ['reissue_invoice', false]]);
    expect(reference.finalReply).toBe(scenario.reply);
  });

  for (const name of Object.keys(DIALECTS) as DialectName[]) {
    const clientOnly = DIALECTS[name].clientOnly === true;
    // v1.27 had no tool spans: as with client-only instrumentation, only model calls are recorded.
    const modelCallsOnly = clientOnly || name === 'gen_ai_v1_27';
    it(`${name}: read by ${READ_BY[name].join(' + ')}; same user message, reply, tags${modelCallsOnly ? '' : ', session, calls and arguments'} as GenAI`, () => {
      const turns = turnsFromOtlpJson(conventionOtlpJson([scenario], name, { offeredTools: catalog }));
      const scored = turns.filter((t) => !t.intermediateStep);
      expect(scored).toHaveLength(1);
      const turn = scored[0]!;
      expect(turn.conventions).toEqual(READ_BY[name]);
      if (!modelCallsOnly) {
        expect(shape(turn)).toEqual(shape(reference));
        return;
      }
      // Client-only: each model call is its own trace; the last one's input tells which tools ran.
      const toolTraces = DIALECTS[name].toolsAsOwnTraces ? scenario.steps.filter((s) => s.executed !== false).length : 0;
      expect(turns.length).toBe(clientOnly ? scenario.steps.length + 1 + toolTraces : 1);
      expect(turn).toMatchObject({ userMessage: reference.userMessage, finalReply: reference.finalReply, tags: reference.tags });
      // A gate's refusal reaches the model as an error result: the call shows as run and failed.
      expect(turn.toolCalls.map((c) => [c.tool, c.status])).toEqual([['get_invoice', 'ok'], ['reissue_invoice', 'error']]);
    });
  }

  it('the GenAI adapter alone does not understand the other conventions (the adapters are what read them)', async () => {
    const text = plan.map((f) => conventionOtlpJson(f.turns.map((t) => t.turn), 'openinference', { seed: f.seed, offeredTools: catalog })).join('');
    const turns = turnsFromOtlpJson(text, GEN_AI_ONLY);
    expect(turns.every((t) => t.toolCalls.length === 0 && t.userMessage === undefined)).toBe(true);
  });
});
