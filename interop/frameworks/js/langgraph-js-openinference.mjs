// A LangGraph.js ReAct agent (createReactAgent) on LangChain.js's ChatOpenAI, traced by
// OpenInference's LangChain instrumentation; the session travels in OpenInference's context.
import * as CallbackManagerModule from '@langchain/core/callbacks/manager';
import { tool } from '@langchain/core/tools';
import { ChatOpenAI } from '@langchain/openai';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { context } from '@opentelemetry/api';
import { LangChainInstrumentation } from '@arizeai/openinference-instrumentation-langchain';
import { setSession } from '@arizeai/openinference-core';
import { z } from 'zod';
import { MOCK_URL, API_KEY, INSTRUCTIONS, TOOLS, callTool, tracerProvider, run } from './harness.mjs';

const provider = tracerProvider('conformance-langgraph-js');
const instrumentation = new LangChainInstrumentation({ tracerProvider: provider });
instrumentation.manuallyInstrument(CallbackManagerModule);

const orderId = z.object({ order_id: z.string().describe('The order id, digits only') });
const tools = ['lookup_order', 'issue_refund'].map((name) =>
  tool(async ({ order_id }) => callTool(name, order_id), { name, description: TOOLS[name].description, schema: orderId }));
const llm = new ChatOpenAI({ model: 'gpt-4o-mini', apiKey: API_KEY, configuration: { baseURL: MOCK_URL } });
const agent = createReactAgent({ llm, tools, prompt: INSTRUCTIONS });

async function play(scenario, sessionId) {
  let messages = [];
  for (const turn of scenario.turns) {
    const state = await context.with(setSession(context.active(), { sessionId }),
      () => agent.invoke({ messages: [...messages, { role: 'user', content: turn.user }] }));
    messages = state.messages;
  }
}

await run({ name: 'langgraph.js + openinference', packages: ['@langchain/langgraph', '@langchain/openai', '@arizeai/openinference-instrumentation-langchain'],
  play, capabilities: ['session'], provider });
