import type { ConventionAdapter } from './adapter.js';
import { genAiAdapter } from './gen-ai.js';
import { googleAdkAdapter } from './google-adk.js';
import { langSmithAdapter } from './langsmith.js';
import { mcpAdapter } from './mcp.js';
import { openAiAgentsLogfireAdapter } from './openai-agents-logfire.js';
import { openInferenceAdapter } from './openinference.js';
import { pydanticAiAdapter } from './pydantic-ai.js';
import { traceloopAdapter } from './traceloop.js';
import { vercelAiAdapter } from './vercel-ai.js';

/**
 * Every convention forbear reads, tried in order; the first that recognises a span wins. Each
 * checks one or two discriminating keys before anything else, so a span costs a few lookups.
 * Framework adapters come before GenAI: several frameworks also set `gen_ai.operation.name`
 * but keep arguments or messages elsewhere; MCP before GenAI for `tools/call` span names.
 */
export const ADAPTERS: readonly ConventionAdapter[] = [
  openInferenceAdapter,
  traceloopAdapter,
  vercelAiAdapter,
  langSmithAdapter,
  googleAdkAdapter,
  pydanticAiAdapter,
  openAiAgentsLogfireAdapter,
  mcpAdapter,
  genAiAdapter,
];

/** Only the OTel GenAI adapter (for comparison in benchmarks). */
export const GEN_AI_ONLY: readonly ConventionAdapter[] = [genAiAdapter];
