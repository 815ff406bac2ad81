import type { RawSpan } from '../model/raw-span.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { str } from './attr.js';
import { genAiToolCall } from './gen-ai.js';

const METHOD = 'mcp.method.name';
const TOOLS_CALL = 'tools/call';

/**
 * Model Context Protocol spans (SC docs/gen-ai/mcp.md): `{mcp.method.name} {target}`, e.g.
 * `tools/call get_weather`. A `tools/call` span is a tool execution; the tool's name is
 * `gen_ai.tool.name`, else the span name's target. Client and server spans of one call, and an
 * agent's own `execute_tool` span around them, are one call: the turn assembler keeps the outermost.
 */
export const mcpAdapter: ConventionAdapter = {
  name: 'mcp',
  recognises: { keys: [METHOD] },
  read(span: RawSpan): SpanView | undefined {
    const method = span.attributes[METHOD];
    if (typeof method !== 'string') return undefined;
    if (method !== TOOLS_CALL) return { role: 'other' };
    const call = genAiToolCall(span);
    const target = span.name.startsWith(`${TOOLS_CALL} `) ? span.name.slice(TOOLS_CALL.length + 1).trim() : undefined;
    call.tool = str(span.attributes, 'gen_ai.tool.name') ?? target ?? call.tool;
    return { role: 'tool', tool: call };
  },
};
