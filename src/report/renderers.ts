import { renderText } from './render-text.js';
import type { ScoreReport } from './score-report.js';

export type Renderer = (report: ScoreReport) => string;

/** Output formats of `forbear score --format`: one entry per renderer. */
export const RENDERERS: Record<string, Renderer> = {
  text: renderText,
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
};
