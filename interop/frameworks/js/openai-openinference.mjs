// OpenInference's OpenAI instrumentation on the OpenAI JS client, driving a plain tool-calling loop;
// the session travels in OpenInference's context (setSession).
import OpenAI from 'openai';
import { context } from '@opentelemetry/api';
import { OpenAIInstrumentation } from '@arizeai/openinference-instrumentation-openai';
import { setSession } from '@arizeai/openinference-core';
import { MOCK_URL, API_KEY, tracerProvider, run } from './harness.mjs';
import { makePlay } from './harness-client-loop.mjs';

const provider = tracerProvider('conformance-openai-js-openinference');
const instrumentation = new OpenAIInstrumentation({ tracerProvider: provider });
// ESM: the module is patched by hand (the require hook sees only CommonJS loads).
instrumentation.manuallyInstrument(OpenAI);
const client = new OpenAI({ baseURL: MOCK_URL, apiKey: API_KEY });
const aroundTurn = (sessionId, fn) => context.with(setSession(context.active(), { sessionId }), fn);

await run({ name: 'openai js client + openinference', packages: ['openai', '@arizeai/openinference-instrumentation-openai'],
  play: makePlay(client, aroundTurn), capabilities: ['session'], provider });
