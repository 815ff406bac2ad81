/**
 * One simulated support conversation: 2–5 turns, one trace per turn, as a GenAI-instrumented
 * agent would emit them (OTel GenAI semconv: invoke_agent ⊃ chat + execute_tool).
 * Spans are produced in end order, which is the order an exporter sees them.
 */
import { PAIRS, READ_TOOLS, TOOLS, caseId, type CaseKind, type Pair } from './cases.js';
import {
  KIND_CLIENT, KIND_INTERNAL, doubleAttr, intAttr, spanJson, strArrayAttr, strAttr,
} from './otlp-json.js';
import type { Prng } from './prng.js';
import {
  CUSTOMER_NAMES, SYSTEM_PROMPT, replyAsk, replyDone, replyImplicit, replyInfo, replyPostHoc,
  userAnswer, userFollowUp, userOpening,
} from './text.js';
import { readArgs, readResult, writeResult, type Customer } from './tool-results.js';

/** Which instrumentation scope a span belongs to. */
export const SCOPE_AGENT = 0;
export const SCOPE_LLM = 1;

export interface PendingSpan {
  endUs: number;
  scope: typeof SCOPE_AGENT | typeof SCOPE_LLM;
  json: string;
}

export interface SessionTags {
  runId: string;
  attempt: number;
}

/**
 * What the agent's instrumentation records. `full`: message content on every chat span, the
 * history growing with each turn's tool calls and results (chat spans up to ~20 KB). `lean`: the
 * LLM instrumentation's content capture is off (the default of most of them), so chat spans carry
 * only model and usage; the agent root still carries the conversation's text and the reply.
 */
export type ContentCapture = 'full' | 'lean';

type Reply = 'ask' | 'done' | 'post_hoc' | 'implicit' | 'info' | 'none';

interface TurnPlan {
  reads: string[];
  write: boolean;
  reply: Reply;
  /** The first read call fails (critical_tool_failure). */
  readFails: boolean;
}

interface Call {
  tool: string;
  id: string;
  args: Record<string, unknown>;
  fails: boolean;
}

const MODEL = 'gpt-4o';
const SYSTEM_INSTRUCTIONS = JSON.stringify([{ type: 'text', content: SYSTEM_PROMPT }]);
const DESCRIPTIONS = new Map(TOOLS.map((t) => [t.name, t.description]));
const MS = 1000;
const SECOND = 1000 * MS;

export class Session {
  /** Spans of the current turn not yet taken, in end order. */
  readonly queue: PendingSpan[] = [];
  queueIndex = 0;
  readonly kind: CaseKind;
  readonly turns: number;
  private turn = 0;
  private readonly pair: Pair;
  private readonly caseId: string;
  private readonly conversationId: string;
  private readonly customer: Customer;
  /** Earlier user and assistant text messages, each already JSON. */
  private readonly history: string[] = [];
  private askedLast = false;
  private clockUs: number;

  constructor(
    private readonly rng: Prng,
    pairIndex: number,
    kind: CaseKind,
    private readonly tags: SessionTags,
    startUs: number,
    private readonly content: ContentCapture = 'full',
    /** Turns in this conversation (default 2–5). */
    turns?: number,
  ) {
    const pair = PAIRS[pairIndex];
    if (pair === undefined) throw new Error(`no pair ${pairIndex}`);
    this.pair = pair;
    this.kind = kind;
    this.caseId = caseId(pairIndex, kind);
    this.turns = turns ?? rng.int(2, 5);
    this.conversationId = `conv_${rng.alnum(24)}`;
    const name = rng.pick(CUSTOMER_NAMES);
    this.customer = {
      accountId: `ACC-${rng.int(100000, 999999)}`,
      name,
      email: `${(name.split(' ')[0] ?? 'user').toLowerCase()}.${rng.int(10, 99)}@example.com`,
    };
    this.clockUs = startUs;
  }

  head(): PendingSpan | undefined {
    return this.queue[this.queueIndex];
  }

  /** Builds the next turn's spans into the queue; false once every turn was built. */
  nextTurn(): boolean {
    if (this.turn >= this.turns) return false;
    this.queue.length = 0;
    this.queueIndex = 0;
    this.buildTurn(this.turn, this.plan(this.turn));
    this.turn++;
    return true;
  }

  private plan(turn: number): TurnPlan {
    const rng = this.rng;
    const p = this.pair;
    if (turn > 0) {
      if (this.askedLast) return { reads: this.reads(0, 1), write: true, reply: 'done', readFails: false };
      const reads: string[] = [];
      for (let i = rng.int(0, 2); i > 0; i--) reads.push(rng.pick(READ_TOOLS));
      return { reads, write: false, reply: 'info', readFails: false };
    }
    const r = rng.next();
    if (r < 0.02) return { reads: this.reads(0, 1), write: false, reply: 'none', readFails: false };
    if (this.kind === 'act') {
      if (r < 0.8) return { reads: this.reads(0, 3), write: true, reply: 'done', readFails: false };
      if (r < 0.95) return { reads: this.reads(0, 1), write: false, reply: 'ask', readFails: false };
      return { reads: this.reads(1, 2), write: false, reply: 'implicit', readFails: false };
    }
    const readFails = p.readFails === true;
    const minReads = readFails ? 1 : 0;
    if (r < 0.62) return { reads: this.reads(minReads, 2), write: false, reply: 'ask', readFails };
    if (r < 0.72) return { reads: this.reads(Math.max(1, minReads), 2), write: false, reply: 'implicit', readFails };
    if (r < 0.84) return { reads: this.reads(minReads, 1), write: true, reply: 'post_hoc', readFails };
    return { reads: this.reads(minReads, 3), write: true, reply: 'done', readFails };
  }

  /** lo..hi read calls: the pair's read tools first, then help-centre searches. */
  private reads(lo: number, hi: number): string[] {
    const n = this.rng.int(lo, hi);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.pair.read[i] ?? 'search_kb');
    return out;
  }

  private userText(turn: number): string {
    const rng = this.rng;
    if (turn === 0) return userOpening(rng, this.kind === 'abstain' ? this.pair.abstainTurn : this.pair.actTurn);
    if (this.askedLast) return userAnswer(rng, this.kind === 'abstain' ? this.pair.answer : 'Yes, please go ahead with that.');
    return userFollowUp(rng);
  }

  private replyText(reply: Reply): string | undefined {
    const { rng, pair, customer } = this;
    switch (reply) {
      case 'ask': return replyAsk(rng, customer.name, pair.question);
      case 'done': return replyDone(rng, customer.name, pair.write);
      case 'post_hoc': return replyPostHoc(rng, customer.name, pair.write, pair.question);
      case 'implicit': return replyImplicit(rng, customer.name);
      case 'info': return replyInfo(rng, customer.name);
      case 'none': return undefined;
    }
  }

  private buildTurn(turn: number, plan: TurnPlan): void {
    const rng = this.rng;
    const traceId = rng.hex(32);
    const rootId = rng.hex(16);
    const rootStart = this.clockUs;
    let cursor = rootStart + rng.int(2 * MS, 30 * MS);

    const userMsg = JSON.stringify({ role: 'user', parts: [{ type: 'text', content: this.userText(turn) }] });
    const conversation = [...this.history, userMsg];
    const turnMsgs: string[] = [];

    const calls: Call[] = plan.reads.map((tool, i) => ({
      tool, id: `call_${rng.alnum(24)}`, args: readArgs(rng, tool, this.customer), fails: plan.readFails && i === 0,
    }));
    if (plan.write) {
      calls.push({ tool: this.pair.write, id: `call_${rng.alnum(24)}`, args: { account_id: this.customer.accountId, ...this.pair.writeArgs }, fails: false });
    }

    let tokensIn = 0;
    let tokensOut = 0;
    for (let i = 0; i < calls.length;) {
      const round = calls.slice(i, i + (rng.chance(0.3) ? 2 : 1));
      i += round.length;
      const parts = round.map((c) => ({ type: 'tool_call', id: c.id, name: c.tool, arguments: c.args }));
      const input = `[${[...conversation, ...turnMsgs].join(',')}]`;
      const output = JSON.stringify([{ role: 'assistant', parts, finish_reason: 'tool_call' }]);
      const end = cursor + rng.int(400 * MS, 2500 * MS);
      const usage = { in: input.length >> 2, out: output.length >> 2 };
      tokensIn += usage.in;
      tokensOut += usage.out;
      this.pushChat(traceId, rootId, cursor, end, input, output, 'tool_call', usage);
      cursor = end + rng.int(1 * MS, 10 * MS);
      turnMsgs.push(JSON.stringify({ role: 'assistant', parts }));
      for (const call of round) {
        const toolEnd = cursor + rng.int(30 * MS, 900 * MS);
        const result = call.fails ? undefined : this.result(call.tool);
        this.pushTool(traceId, rootId, cursor, toolEnd, call, result);
        turnMsgs.push(JSON.stringify({
          role: 'tool',
          parts: [{ type: 'tool_call_response', id: call.id, response: result ?? { error: 'upstream timeout' } }],
        }));
        cursor = toolEnd + rng.int(1 * MS, 5 * MS);
      }
    }

    const reply = this.replyText(plan.reply);
    const input = `[${[...conversation, ...turnMsgs].join(',')}]`;
    const end = cursor + rng.int(600 * MS, 3500 * MS);
    if (reply === undefined) {
      this.pushChat(traceId, rootId, cursor, end, input, undefined, 'error', { in: input.length >> 2, out: 0 });
    } else {
      const output = JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: reply }], finish_reason: 'stop' }]);
      const usage = { in: input.length >> 2, out: reply.length >> 2 };
      tokensIn += usage.in;
      tokensOut += usage.out;
      this.pushChat(traceId, rootId, cursor, end, input, output, 'stop', usage);
    }
    const rootEnd = end + rng.int(1 * MS, 20 * MS);
    this.pushRoot(turn, traceId, rootId, rootStart, rootEnd, `[${conversation.join(',')}]`, reply, { in: tokensIn, out: tokensOut });

    this.history.push(userMsg);
    // With full capture the model sees earlier turns' tool traffic too: the history chat spans grow by.
    if (this.content === 'full') this.history.push(...turnMsgs);
    if (reply !== undefined) this.history.push(JSON.stringify({ role: 'assistant', parts: [{ type: 'text', content: reply }] }));
    this.askedLast = plan.reply === 'ask';
    // Think time before the next user message.
    this.clockUs = rootEnd + rng.int(5 * SECOND, 90 * SECOND);
  }

  private result(tool: string): Record<string, unknown> {
    return tool === this.pair.write ? writeResult(this.rng, tool, this.customer) : readResult(this.rng, tool, this.customer);
  }

  private pushChat(
    traceId: string, parentId: string, startUs: number, endUs: number,
    input: string, output: string | undefined, finish: string, usage: { in: number; out: number },
  ): void {
    const rng = this.rng;
    const attributes = [
      strAttr('gen_ai.operation.name', 'chat'),
      strAttr('gen_ai.provider.name', 'openai'),
      strAttr('gen_ai.request.model', MODEL),
      doubleAttr('gen_ai.request.temperature', 0.2),
      intAttr('gen_ai.request.max_tokens', 1024),
      strAttr('server.address', 'api.openai.com'),
      intAttr('server.port', 443),
    ];
    const full = this.content === 'full';
    if (full) attributes.push(strAttr('gen_ai.system_instructions', SYSTEM_INSTRUCTIONS), strAttr('gen_ai.input.messages', input));
    if (output !== undefined) {
      attributes.push(
        strAttr('gen_ai.response.id', `chatcmpl-${rng.alnum(29)}`),
        strAttr('gen_ai.response.model', 'gpt-4o-2024-08-06'),
        strArrayAttr('gen_ai.response.finish_reasons', [finish]),
        intAttr('gen_ai.usage.input_tokens', usage.in),
        intAttr('gen_ai.usage.output_tokens', usage.out),
      );
      if (full) attributes.push(strAttr('gen_ai.output.messages', output));
    } else {
      attributes.push(strAttr('error.type', '429'));
    }
    this.queue.push({
      endUs,
      scope: SCOPE_LLM,
      json: spanJson({
        traceId, spanId: rng.hex(16), parentSpanId: parentId, name: `chat ${MODEL}`, kind: KIND_CLIENT,
        startUs, endUs, attributes,
        statusCode: output === undefined ? 2 : 0,
        ...(output === undefined ? { statusMessage: '429 Rate limit reached for gpt-4o' } : {}),
      }),
    });
  }

  private pushTool(
    traceId: string, parentId: string, startUs: number, endUs: number, call: Call, result: Record<string, unknown> | undefined,
  ): void {
    const attributes = [
      strAttr('gen_ai.operation.name', 'execute_tool'),
      strAttr('gen_ai.tool.name', call.tool),
      strAttr('gen_ai.tool.call.id', call.id),
      strAttr('gen_ai.tool.type', 'function'),
      strAttr('gen_ai.tool.description', DESCRIPTIONS.get(call.tool) ?? ''),
      strAttr('gen_ai.tool.call.arguments', JSON.stringify(call.args)),
    ];
    if (result === undefined) attributes.push(strAttr('error.type', 'TimeoutError'));
    else attributes.push(strAttr('gen_ai.tool.call.result', JSON.stringify(result)));
    this.queue.push({
      endUs,
      scope: SCOPE_AGENT,
      json: spanJson({
        traceId, spanId: this.rng.hex(16), parentSpanId: parentId, name: `execute_tool ${call.tool}`, kind: KIND_INTERNAL,
        startUs, endUs, attributes,
        statusCode: result === undefined ? 2 : 0,
        ...(result === undefined ? { statusMessage: `${call.tool}: upstream timeout after 10s` } : {}),
      }),
    });
  }

  private pushRoot(
    turn: number, traceId: string, rootId: string, startUs: number, endUs: number,
    input: string, reply: string | undefined, usage: { in: number; out: number },
  ): void {
    const attributes = [
      strAttr('gen_ai.operation.name', 'invoke_agent'),
      strAttr('gen_ai.agent.name', 'support-agent'),
      strAttr('gen_ai.agent.id', 'asst_support_v4'),
      strAttr('gen_ai.provider.name', 'openai'),
      strAttr('gen_ai.request.model', MODEL),
      strAttr('gen_ai.conversation.id', this.conversationId),
      intAttr('gen_ai.usage.input_tokens', usage.in),
      intAttr('gen_ai.usage.output_tokens', usage.out),
      strAttr('gen_ai.input.messages', input),
    ];
    if (reply !== undefined) {
      attributes.push(strAttr('gen_ai.output.messages', JSON.stringify([
        { role: 'assistant', parts: [{ type: 'text', content: reply }], finish_reason: 'stop' },
      ])));
    } else {
      attributes.push(strAttr('error.type', 'RateLimitError'));
    }
    if (turn === 0) {
      attributes.push(
        strAttr('forbear.case.id', this.caseId),
        strAttr('forbear.run.id', this.tags.runId),
        intAttr('forbear.attempt', this.tags.attempt),
      );
    }
    this.queue.push({
      endUs,
      scope: SCOPE_AGENT,
      json: spanJson({
        traceId, spanId: rootId, parentSpanId: undefined, name: 'invoke_agent support-agent', kind: KIND_INTERNAL,
        startUs, endUs, attributes,
        statusCode: reply === undefined ? 2 : 0,
        ...(reply === undefined ? { statusMessage: 'RateLimitError: model call failed after 3 retries' } : {}),
      }),
    });
  }
}
