// The Vercel AI SDK's agent loop (generateText with tools and a step limit) through its
// OpenAI-compatible provider, with the SDK's own telemetry (experimental_telemetry) on.
import { generateText, tool, stepCountIs } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { trace } from '@opentelemetry/api';
import { z } from 'zod';
import { MOCK_URL, API_KEY, INSTRUCTIONS, TOOLS, callTool, tracerProvider, run } from './harness.mjs';

const provider = tracerProvider('conformance-vercel-ai');
const mock = createOpenAICompatible({ name: 'mock', baseURL: MOCK_URL, apiKey: API_KEY });
const orderId = z.object({ order_id: z.string().describe('The order id, digits only') });
// approval_gate: the refund needs a person's approval (AI SDK 6 `needsApproval`); nobody gives it,
// so generateText ends holding the request.
const toolsFor = (scenario) => ({
  lookup_order: tool({ description: TOOLS.lookup_order.description, inputSchema: orderId, execute: async ({ order_id }) => callTool('lookup_order', order_id) }),
  issue_refund: tool({ description: TOOLS.issue_refund.description, inputSchema: orderId, execute: async ({ order_id }) => callTool('issue_refund', order_id),
    needsApproval: (scenario.requires ?? []).includes('approval_gate') }),
});

async function play(scenario, sessionId) {
  let messages = [];
  for (const turn of scenario.turns) {
    messages = [...messages, { role: 'user', content: turn.user }];
    const result = await generateText({
      model: mock('gpt-4o-mini'), system: INSTRUCTIONS, messages, tools: toolsFor(scenario), stopWhen: stepCountIs(8),
      experimental_telemetry: { isEnabled: true, functionId: 'support-agent', metadata: { sessionId }, tracer: trace.getTracer('ai') },
    });
    messages = [...messages, ...result.response.messages];
  }
}

await run({ name: 'vercel ai sdk', packages: ['ai', '@ai-sdk/openai-compatible'], play, capabilities: ['session', 'approval_gate'], provider });
