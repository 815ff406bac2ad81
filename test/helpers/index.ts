/**
 * Shared test helpers. Span fixtures come from the real OpenTelemetry SDK via
 * samples/lib/agent-trace.ts, so tests read what an instrumented agent would actually emit.
 *
 *   const text = otlpJsonFor([{ user: 'Refund #1', steps: [{ name: 'issue_refund', args: {} }], reply: 'Done.' }]);
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusCases, demoPlan } from '../../samples/lib/demo-render.js';
import type { DemoFile } from '../../samples/demo-script.js';

export {
  DEFAULT_START_MS,
  otlpJsonFor,
  recordTurns,
  toOtlpJson,
  toOtlpJsonLines,
} from '../../samples/lib/agent-trace.js';
export type { ReadableSpan, RecordOptions, ScriptedToolStep, ScriptedTurn } from '../../samples/lib/agent-trace.js';
export { RUN_ID as DEMO_RUN_ID } from '../../samples/demo-script.js';
export type { Behaviour, DemoFile, DemoTurn } from '../../samples/demo-script.js';
export { corpusCases, expectedMarkdown, renderDemoFile } from '../../samples/lib/demo-render.js';

/** Absolute paths of the checked-in samples. */
export const SAMPLES_DIR = fileURLToPath(new URL('../../samples/', import.meta.url));
export const SAMPLE_CORPUS = join(SAMPLES_DIR, 'corpus.yaml');
export const SAMPLE_SPANS_DIR = join(SAMPLES_DIR, 'spans');
export const SAMPLE_EXPECTED_MD = join(SAMPLES_DIR, 'EXPECTED.md');

/**
 * The demo run as data: per span file (under SAMPLE_SPANS_DIR), each turn with its case, attempt,
 * behaviour and the outcome the scorer should give (null = must not be scored).
 */
export function loadDemoPlan(): DemoFile[] {
  return demoPlan(corpusCases(readFileSync(SAMPLE_CORPUS, 'utf8')));
}

/** A fresh temporary directory and a function that removes it (call it in afterEach/finally). */
export function tempDir(prefix = 'forbear-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
