import type { AssistantText, ToolCall, Turn } from '../model/turn.js';
import { str } from '../normalize/attr.js';
import { lastAssistantText, newestUserMessage } from '../normalize/messages.js';
import type { SpanRecord } from '../normalize/span-record.js';
import { pairHistory, pairRequests } from './pair-calls.js';
import { assistantTextsOf } from './turn-texts.js';
import { inOrder } from './in-order.js';
import { spanIndex } from './span-index.js';
import type { SpanIndex } from './span-index.js';

/**
 * Splits one complete trace into turns. A turn is rooted at an agent invocation with no agent
 * ancestor (sub-agents belong to their caller's turn); a trace with no agent span is one turn.
 */
export function assembleTurns(traceId: string, records: SpanRecord[]): Turn[] {
  if (records.length === 0) return [];
  const byId = spanIndex(records);
  const ancestorsOf = (r: SpanRecord): SpanRecord[] => {
    const out: SpanRecord[] = [];
    const seen = new Set<string>([r.spanId]);
    let parent = r.parentSpanId === undefined ? undefined : byId.get(r.parentSpanId);
    while (parent !== undefined && !seen.has(parent.spanId)) {
      out.push(parent);
      seen.add(parent.spanId);
      parent = parent.parentSpanId === undefined ? undefined : byId.get(parent.parentSpanId);
    }
    return out;
  };

  let roots: SpanRecord[] = [];
  for (const r of records) if (isAgent(r) && !hasAgentAbove(r, byId, records.length)) roots.push(r);
  if (roots.length === 0) roots = [traceRoot(records, byId)];
  // One turn root (most traces): every other span is its member, whether found under it or placed
  // by time (ownerByTime gives a lone root every span), so no owner is walked for.
  if (roots.length === 1) {
    const root = roots[0]!;
    const members = [root];
    for (const r of records) if (r !== root) members.push(r);
    return [buildTurn(traceId, root, members, ancestorsOf(root))];
  }
  inOrder(roots, (a, b) => a.startMs - b.startMs);

  const members = new Map<SpanRecord, SpanRecord[]>(roots.map((r) => [r, [r]]));
  const context = new Map<SpanRecord, SpanRecord[]>(roots.map((r) => [r, []]));
  const rootSet = new Set(roots);
  // Owner of each span = the nearest turn root above it; remembered, so each span is walked once.
  const owners = new Map<string, SpanRecord | null>();
  for (const root of roots) owners.set(root.spanId, root);
  const ownerOf = (r: SpanRecord): SpanRecord | null => {
    const path: string[] = [];
    let cur: SpanRecord | undefined = r;
    let owner: SpanRecord | null = null;
    while (cur !== undefined) {
      const known = owners.get(cur.spanId);
      if (known !== undefined) {
        owner = known;
        break;
      }
      if (path.length > records.length) break; // a parent cycle in bad data
      path.push(cur.spanId);
      cur = cur.parentSpanId === undefined ? undefined : byId.get(cur.parentSpanId);
    }
    for (const id of path) owners.set(id, owner);
    return owner;
  };
  for (const r of records) {
    if (rootSet.has(r)) continue;
    const owner = ownerOf(r) ?? ownerByTime(r, roots);
    if (owner !== undefined) members.get(owner)!.push(r);
  }
  // Spans above a turn root (an HTTP handler, an evaluation harness span) tag the turns below them.
  for (const root of roots) context.get(root)!.push(...ancestorsOf(root));

  return roots.map((root) => buildTurn(traceId, root, members.get(root)!, context.get(root)!));
}

function isAgent(r: SpanRecord): boolean {
  return r.view?.role === 'agent';
}

/**
 * Whether an agent span is among `r`'s ancestors: a walk up the parents, no list made (most turns
 * have one agent span, the root, and every span used to collect its ancestors to ask this). A
 * parent cycle in bad data ends the walk after as many steps as there are spans, each span met once.
 */
function hasAgentAbove(r: SpanRecord, byId: SpanIndex<SpanRecord>, spans: number): boolean {
  let parent = r.parentSpanId === undefined ? undefined : byId.get(r.parentSpanId);
  for (let hops = 0; parent !== undefined && parent.spanId !== r.spanId && hops < spans; hops++) {
    if (isAgent(parent)) return true;
    parent = parent.parentSpanId === undefined ? undefined : byId.get(parent.parentSpanId);
  }
  return false;
}

function traceRoot(records: SpanRecord[], byId: SpanIndex<SpanRecord>): SpanRecord {
  const tops = records.filter((r) => r.parentSpanId === undefined || !byId.has(r.parentSpanId));
  const pool = tops.length > 0 ? tops : records;
  return pool.reduce((best, r) => (r.startMs < best.startMs ? r : best));
}

/**
 * A span whose parent never arrived goes to the turn whose time span contains it, else to the
 * latest turn started before it: a streamed answer outlives the call that started it (Mastra's
 * `agent.stream` returns before its tool call and last model call begin).
 */
function ownerByTime(r: SpanRecord, roots: SpanRecord[]): SpanRecord | undefined {
  if (roots.length === 1) return roots[0];
  const containing = roots.find((root) => r.startMs >= root.startMs && r.startMs <= root.endMs);
  if (containing !== undefined) return containing;
  let before: SpanRecord | undefined;
  for (const root of roots) if (root.startMs <= r.startMs) before = root; // roots are sorted by start
  return before;
}

function buildTurn(traceId: string, root: SpanRecord, members: SpanRecord[], context: SpanRecord[]): Turn {
  inOrder(members, (a, b) => a.startMs - b.startMs);
  const tags = firstTags(root, members, context);
  const llms = members.filter((r) => r.view?.role === 'llm');
  const user = userMessageOf(root, llms);
  // Client-only instrumentation (only model calls recorded, under no framework span): the model
  // calls' own conversation is the only record of which tools ran.
  const noToolSpan = llms.length > 0 && !members.some((r) => r.view?.role === 'tool');
  const clientOnly = (root.view === undefined || root.view.role === 'llm') && noToolSpan;
  // A workflow span of another instrumentation around the model client's spans (OpenLLMetry's
  // @workflow over a plain client loop) records no tools either: the client's conversation is the
  // only record of which ran. An agent framework that traces its own model calls traces the tools
  // it runs, so there a turn without a tool span ran none (an approval gate held every request).
  const untracedTools = clientOnly || (noToolSpan && llms.every((r) => r.convention !== root.convention));
  const resourceTag = (key: string): string | undefined => str(root.resource, key);
  const attemptTag = tags.attempt ?? numberOrUndefined(resourceTag('forbear.attempt'));
  let model: string | undefined;
  for (const r of llms) {
    model = r.view?.model;
    if (model !== undefined) break;
  }
  const turn = new AssembledTurn(
    traceId,
    root,
    tags.sessionId ?? traceId,
    user,
    { llms, members, clientOnly, untracedTools },
    {
      caseId: tags.caseId ?? resourceTag('forbear.case.id'),
      runId: tags.runId ?? resourceTag('forbear.run.id'),
      attempt: attemptTag,
    },
    conventionsOf(members),
    resourceTag('service.name'),
    tags.agentName,
    model,
  );
  if (clientOnly && llms.length === 1 && isToolRequestOnly(llms[0]!)) turn.intermediateStep = true;
  else if (isToolFragment(root, llms, user)) turn.intermediateStep = true;
  else if (isBookkeeping(root, members, llms, user, turn)) turn.intermediateStep = true;
  return turn;
}

/** What a turn takes from the first of its spans that says it. */
interface FirstTags {
  sessionId: string | undefined;
  caseId: string | undefined;
  runId: string | undefined;
  attempt: number | undefined;
  agentName: string | undefined;
}

/**
 * Each tag from the first span that has it, the root first, then the members in time order (the
 * root again among them), then the spans above the root: one pass over the three lists, where a
 * joined copy of them walked once per tag cost an array and five closures per turn.
 */
function firstTags(root: SpanRecord, members: SpanRecord[], context: SpanRecord[]): FirstTags {
  const tags: FirstTags = { sessionId: undefined, caseId: undefined, runId: undefined, attempt: undefined, agentName: undefined };
  takeTags(tags, root);
  for (let i = 0; i < members.length; i++) takeTags(tags, members[i]!);
  for (let i = 0; i < context.length; i++) takeTags(tags, context[i]!);
  return tags;
}

function takeTags(tags: FirstTags, r: SpanRecord): void {
  if (tags.sessionId === undefined) tags.sessionId = r.sessionId;
  if (tags.caseId === undefined) tags.caseId = r.caseId;
  if (tags.runId === undefined) tags.runId = r.runId;
  if (tags.attempt === undefined) tags.attempt = r.attempt;
  if (tags.agentName === undefined) tags.agentName = r.view?.agentName;
}

/** The conventions of a turn's spans, each once, sorted. */
function conventionsOf(members: SpanRecord[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < members.length; i++) {
    const c = members[i]!.convention;
    if (c !== undefined && !out.includes(c)) out.push(c);
  }
  return out.length > 1 ? out.sort() : out;
}

/** What the lazy fields of a turn read when first asked. */
interface TurnSources {
  llms: SpanRecord[];
  members: SpanRecord[];
  clientOnly: boolean;
  untracedTools: boolean;
}

/**
 * A turn as the assembler builds it. Most turns are follow-ups or unmatched and never scored:
 * replies, calls, texts and offered tools are read on first access, by getters on the class (an
 * object literal with its own getters cost a microsecond and more to create, per turn).
 */
class AssembledTurn implements Turn {
  // Declared, then set once each in the constructor, in this order: as class fields each would be
  // defined (undefined) and then assigned, per turn. The same own properties either way.
  declare readonly traceId: string;
  declare private readonly root: SpanRecord;
  declare sessionId: string;
  declare private readonly sources: TurnSources;
  declare tags: Turn['tags'];
  declare conventions: string[];
  declare serviceName: string | undefined;
  declare agentName: string | undefined;
  declare model: string | undefined;
  declare readonly rootSpanId: string;
  declare userMessage: string | undefined;
  declare priorUserMessages: number;
  declare startMs: number;
  declare endMs: number;
  declare error: string | undefined;
  declare intermediateStep?: boolean;
  declare private reply: { value: string | undefined } | undefined;
  declare private calls: ToolCall[] | undefined;
  declare private texts: AssistantText[] | undefined;
  declare private offered: string[] | undefined;

  constructor(
    traceId: string,
    root: SpanRecord,
    sessionId: string,
    user: { text: string; prior: number } | undefined,
    sources: TurnSources,
    tags: Turn['tags'],
    conventions: string[],
    serviceName: string | undefined,
    agentName: string | undefined,
    model: string | undefined,
  ) {
    this.traceId = traceId;
    this.root = root;
    this.sessionId = sessionId;
    this.sources = sources;
    this.tags = tags;
    this.conventions = conventions;
    this.serviceName = serviceName;
    this.agentName = agentName;
    this.model = model;
    this.rootSpanId = root.spanId;
    this.userMessage = user?.text;
    this.priorUserMessages = user?.prior ?? 0;
    this.startMs = root.startMs;
    this.endMs = root.endMs;
    this.error = root.error;
    this.intermediateStep = undefined;
    this.reply = undefined;
    this.calls = undefined;
    this.texts = undefined;
    this.offered = undefined;
  }

  get finalReply(): string | undefined {
    return (this.reply ??= { value: finalReplyOf(this.root, this.sources.llms) }).value;
  }

  get toolCalls(): ToolCall[] {
    const { members, llms, untracedTools } = this.sources;
    return (this.calls ??= toolCallsOf(members, llms, this.root, untracedTools));
  }

  get assistantTexts(): AssistantText[] {
    const { llms, members, clientOnly } = this.sources;
    return (this.texts ??= assistantTextsOf(this.root, llms, members, clientOnly));
  }

  get offeredTools(): string[] {
    return (this.offered ??= offeredToolsOf(this.sources.members));
  }
}

function offeredToolsOf(members: SpanRecord[]): string[] {
  const names = new Set<string>();
  for (const r of members) for (const name of r.view?.offeredTools?.() ?? []) names.add(name);
  return [...names];
}

/**
 * A trace rooted at a tool span, with no model call and no user message: a tool instrumented on
 * its own, part of a turn told elsewhere. (A harness span over tool spans still makes a turn.)
 */
function isToolFragment(root: SpanRecord, llms: SpanRecord[], user: unknown): boolean {
  return user === undefined && llms.length === 0 && root.view?.role === 'tool';
}

/**
 * A trace with no agent, model call, tool call or user message — an MCP `initialize` or `ping`,
 * a session handshake — tells no turn. Kept (it may carry an error or tags), but not scored
 * on its own; a tagged or failed one is still a turn, as a crashed request must be.
 */
function isBookkeeping(root: SpanRecord, members: SpanRecord[], llms: SpanRecord[], user: unknown, turn: Turn): boolean {
  if (user !== undefined || llms.length > 0 || root.error !== undefined || turn.tags.caseId !== undefined) return false;
  return !members.some((r) => r.view?.role === 'agent' || r.view?.role === 'tool');
}

/** A model call whose output asks for tools and says nothing: the turn goes on in a later call. */
function isToolRequestOnly(llm: SpanRecord): boolean {
  const out = llm.view?.outputMessages?.() ?? [];
  return out.some((m) => m.toolCalls.length > 0) && lastAssistantText(out) === undefined;
}

/**
 * The tool calls a model call's input shows were made after the newest user message: executed
 * when a tool result answers them (an error result makes the status `error`), else requested.
 */
function historyCalls(llm: SpanRecord): ToolCall[] {
  const input = llm.view?.inputMessages?.() ?? [];
  let start = 0;
  for (let i = input.length - 1; i >= 0; i--) {
    if (input[i]!.role === 'user' && input[i]!.text.trim() !== '') {
      start = i + 1;
      break;
    }
  }
  return pairHistory(input.slice(start), llm);
}

/**
 * One call recorded by several layers — an agent's execute_tool span, the MCP client span
 * inside it, the MCP server span inside that, or an OpenInference TOOL span around a GenAI one —
 * counts once: a tool span under a tool span of the same tool is the same call.
 */
function isNestedRecordOfSameCall(r: SpanRecord, toolSpans: Map<string, SpanRecord>, byId: SpanIndex<SpanRecord>): boolean {
  const name = r.view!.tool!.tool;
  let parentId = r.parentSpanId;
  for (let hops = 0; parentId !== undefined && hops < byId.size; hops++) {
    const parent = toolSpans.get(parentId);
    if (parent !== undefined) return parent.view!.tool!.tool === name;
    parentId = byId.get(parentId)?.parentSpanId;
  }
  return false;
}

function numberOrUndefined(v: string | undefined): number | undefined {
  const n = v === undefined ? Number.NaN : Number(v);
  return Number.isInteger(n) ? n : undefined;
}

function userMessageOf(root: SpanRecord, llms: SpanRecord[]): { text: string; prior: number } | undefined {
  const fromRoot = root.view?.inputMessages?.();
  const found = fromRoot ? newestUserMessage(fromRoot) : undefined;
  if (found !== undefined && found.prior > 0) return found;
  // Some instrumentations put messages only on model calls, and some put only the new message
  // on the agent span while the model call carries the whole conversation: the first model
  // call decides whether earlier user messages exist.
  for (const r of llms) {
    if (r === root) continue;
    const input = r.view?.inputMessages?.();
    const m = input ? newestUserMessage(input) : undefined;
    if (m === undefined) continue;
    return { text: found?.text ?? m.text, prior: Math.max(found?.prior ?? 0, m.prior) };
  }
  return found;
}

function finalReplyOf(root: SpanRecord, llms: SpanRecord[]): string | undefined {
  const fromRoot = root.view?.outputMessages?.();
  const text = fromRoot ? lastAssistantText(fromRoot) : undefined;
  if (text !== undefined) return text;
  let latest: SpanRecord | undefined;
  for (const r of llms) {
    if (r.view?.outputMessages && (latest === undefined || r.endMs >= latest.endMs)) latest = r;
  }
  const out = latest?.view?.outputMessages?.();
  return out ? lastAssistantText(out) : undefined;
}

/**
 * Executed calls come from tool spans; a call a model asked for that never got a tool span
 * (an approval gate held it back) is still recorded, as requested: asking for a forbidden action
 * is the decision being scored, whether or not a gate caught it.
 */
function toolCallsOf(members: SpanRecord[], llms: SpanRecord[], root: SpanRecord, untracedTools: boolean): ToolCall[] {
  const executed: ToolCall[] = [];
  const toolSpans = new Map<string, SpanRecord>();
  for (const r of members) if (r.view?.role === 'tool' && r.view.tool) toolSpans.set(r.spanId, r);
  const byId = toolSpans.size > 0 ? spanIndex(members) : undefined;
  // A copy: pairing may complete a call's arguments from its request, and the view is the span's.
  for (const r of toolSpans.values()) if (!isNestedRecordOfSameCall(r, toolSpans, byId!)) executed.push({ ...r.view!.tool! });
  // No tool span in the turn (client-only instrumentation, or a workflow decorator around model
  // calls whose tools nobody traced, as OpenLLMetry's @workflow over a plain client loop):
  // the latest model call's input is the only record of which tools ran.
  if (untracedTools) {
    // The latest model call's input holds every earlier step of the turn.
    const latest = llms.reduce((best, r) => (r.startMs >= best.startMs ? r : best));
    executed.push(...historyCalls(latest));
  }
  inOrder(executed, (a, b) => a.startMs - b.startMs);

  const requested = pairRequests(executed, llms, root, members);
  return requested.length === 0 ? executed : inOrder([...executed, ...requested], (a, b) => a.startMs - b.startMs);
}
