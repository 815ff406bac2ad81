import { githubFormat } from './render-github.js';
import { htmlFormat } from './render-html.js';
import { jsonFormat } from './render-json.js';
import { junitFormat } from './render-junit.js';
import { markdownFormat } from './render-markdown.js';
import { textFormat } from './render-text-history.js';
import type { RunDiff } from './run-diff.js';
import type { ScoreReport } from './score-report.js';
import type { Trend } from './trend.js';

/**
 * Writes a report in pieces through `write`, so large reports are never built whole. A writer that
 * also takes UTF-8 bytes (`writeBytes`: a file) may get some pieces as bytes, in order; the bytes
 * are lent (valid during the call only).
 */
export type Renderer = (report: ScoreReport, write: (chunk: string) => void, writeBytes?: (bytes: Uint8Array) => void) => void;
export type DiffRenderer = (diff: RunDiff, write: (chunk: string) => void) => void;
export type TrendRenderer = (trend: Trend, write: (chunk: string) => void) => void;

/** One output format: how it writes a score report (score, runs show), a diff and the trend. */
export interface ReportFormat {
  score: Renderer;
  diff: DiffRenderer;
  trend: TrendRenderer;
}

/** `--format` of score, runs show, runs diff and report: one entry per format. */
export const FORMATS: Record<string, ReportFormat> = {
  text: textFormat,
  json: jsonFormat,
  junit: junitFormat,
  markdown: markdownFormat,
  html: htmlFormat,
  github: githubFormat,
};

/** Output formats of `forbear score --format`. */
export const RENDERERS: Record<string, Renderer> = Object.fromEntries(Object.entries(FORMATS).map(([name, f]) => [name, f.score]));
