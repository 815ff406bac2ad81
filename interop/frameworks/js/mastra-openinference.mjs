// A Mastra Agent (agent.generate with tools) on an AI SDK OpenAI-compatible model, traced by
// Mastra's own observability and exported as OpenInference by its Arize exporter (OTLP/HTTP).
// A multi-turn session passes the conversation on (no Mastra memory store); the session id is the
// `threadId` of the tracing metadata, which the exporter records as `session.id`.
import { Agent } from '@mastra/core/agent';
import { Mastra } from '@mastra/core/mastra';
import { createTool } from '@mastra/core/tools';
import { Observability } from '@mastra/observability';
import { ArizeExporter } from '@mastra/arize';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { z } from 'zod';
import { MOCK_URL, API_KEY, INSTRUCTIONS, TOOLS, callTool, run } from './harness.mjs';

// Spans only: forbear reads no OTLP logs (the exporter would send Mastra's logs to …/v1/logs).
const exporter = new ArizeExporter({ endpoint: process.env.FORBEAR_OTLP_URL, signals: { logs: false } });
const mock = createOpenAICompatible({ name: 'mock', baseURL: MOCK_URL, apiKey: API_KEY });
const orderId = z.object({ order_id: z.string().describe('The order id, digits only') });
const tools = Object.fromEntries(['lookup_order', 'issue_refund'].map((name) => [name, createTool({
  id: name, description: TOOLS[name].description, inputSchema: orderId,
  execute: async ({ order_id }) => callTool(name, order_id),
})]));
const agent = new Agent({ id: 'support-agent', name: 'support-agent', instructions: INSTRUCTIONS, model: mock('gpt-4o-mini'), tools });
const mastra = new Mastra({
  agents: { support: agent },
  observability: new Observability({ configs: { openinference: { serviceName: 'conformance-mastra', exporters: [exporter] } } }),
});
const support = mastra.getAgent('support');

async function play(scenario, sessionId) {
  let messages = [];
  for (const turn of scenario.turns) {
    messages = [...messages, { role: 'user', content: turn.user }];
    const result = await support.generate(messages, { maxSteps: 8, tracingOptions: { metadata: { threadId: sessionId } } });
    messages = [...messages, ...result.response.messages];
  }
}

// The exporter's provider is Mastra's: flushing it is shutting Mastra's observability down.
const provider = { forceFlush: async () => {}, shutdown: () => mastra.shutdown() };
await run({ name: 'mastra + openinference', packages: ['@mastra/core', '@mastra/observability', '@mastra/arize', '@ai-sdk/openai-compatible'], play, capabilities: ['session'], provider });
