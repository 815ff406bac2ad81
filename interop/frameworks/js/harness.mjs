// What every JavaScript framework harness shares: the scripted scenarios, the tools they call, the
// OTLP/HTTP (protobuf) export to forbear, and the report the runner reads (JSON lines on stdout).
// Environment as for the Python harnesses (python/harness.py): FORBEAR_MOCK_URL, FORBEAR_OTLP_URL,
// FORBEAR_SCENARIOS, FORBEAR_ONLY.
import { readFileSync } from 'node:fs';
import { diag, DiagConsoleLogger, DiagLogLevel } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export const MOCK_URL = process.env.FORBEAR_MOCK_URL ?? '';
export const API_KEY = 'sk-mock'; // the mock accepts any key; the clients insist on one
export const SCRIPT = JSON.parse(readFileSync(process.env.FORBEAR_SCENARIOS, 'utf8'));
export const TOOLS = SCRIPT.tools;
export const HANDOFF = SCRIPT.handoff_agent;
export const INSTRUCTIONS = 'You are a support agent for an online shop.';

/** Raised by a tool the scenario makes fail, as a real backend error would be. */
export class ToolFailure extends Error {
  name = 'ToolFailure';
}

let current = null;

/** The tool's scripted result as JSON text; throws ToolFailure for the scenario's failing tools. */
export function callTool(name, orderId) {
  if (current?.fail_tools?.includes(name)) throw new ToolFailure(current.error ?? 'tool failed');
  return JSON.stringify({ order_id: orderId, ...TOOLS[name].result });
}

/** A provider exporting each span as it ends (nothing waits in a batch when the harness exits),
 * registered globally with Node's async-context manager so framework spans nest. */
export function tracerProvider(service) {
  // A failed or dropped export is said on stderr, which the runner shows with a harness's failure.
  diag.setLogger(new DiagConsoleLogger(), DiagLogLevel.ERROR);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url: process.env.FORBEAR_OTLP_URL }))],
  });
  provider.register();
  return provider;
}

// Read from node_modules directly: many packages' `exports` do not expose their package.json.
const nodeModules = new URL('./node_modules/', import.meta.url);
function versionOf(pkg) {
  try {
    return JSON.parse(readFileSync(new URL(`${pkg}/package.json`, nodeModules), 'utf8')).version;
  } catch {
    return 'not installed';
  }
}

function emit(obj) {
  process.stdout.write(`${JSON.stringify(obj)}\n`);
}

/** Play every scenario the framework can (by its capabilities) and report each on stdout. */
export async function run({ name, packages, play, capabilities: declared, provider }) {
  // Every framework is assumed to show the model a failed tool call (a harness may say otherwise).
  const capabilities = [...declared, 'tool_error_feedback'];
  emit({ framework: name, versions: Object.fromEntries(packages.map((p) => [p, versionOf(p)])) });
  const only = (process.env.FORBEAR_ONLY ?? '').split(',').filter(Boolean);
  for (const scenario of SCRIPT.scenarios) {
    if (only.length && !only.includes(scenario.id)) continue;
    const missing = (scenario.requires ?? []).filter((r) => !capabilities.includes(r));
    if (missing.length) {
      emit({ scenario: scenario.id, played: false, not_applicable: true, reason: `framework has no ${missing.join(', ')}` });
      continue;
    }
    current = scenario;
    const sessionId = `${name}-${scenario.id}`;
    try {
      await play(scenario, sessionId);
      emit({ scenario: scenario.id, played: true, session_id: sessionId });
    } catch (e) {
      emit({ scenario: scenario.id, played: false, reason: `harness error: ${e?.stack ?? e}` });
    } finally {
      current = null;
      // Each ended span is an export in flight; the OTLP exporter drops any beyond its concurrency
      // limit (30) without a word, so a slow receiver lost the last spans of a scenario when the
      // next one started at once. Waiting for the scenario's exports keeps every span.
      await provider.forceFlush();
    }
  }
  await provider.shutdown();
}
