import { renderJson } from './render-json.js';
import { renderText } from './render-text.js';
import type { ScoreReport } from './score-report.js';

/** Writes a report in pieces through `write`, so large reports are never built whole. */
export type Renderer = (report: ScoreReport, write: (chunk: string) => void) => void;

/** Output formats of `forbear score --format`: one entry per renderer. */
export const RENDERERS: Record<string, Renderer> = {
  text: renderText,
  json: renderJson,
};
