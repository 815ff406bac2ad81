import { terminalText } from '../util/terminal-text.js';

/** An expected failure reported as data: a bad line, a rejected span, an invalid case. */
export interface Finding {
  /** Stable machine-readable code, e.g. `json.parse`, `span.missing_id`, `gzip.truncated`. */
  code: string;
  /** Where: `file:line` for input, `file: cases[3] (id) .field` for a corpus. */
  path: string;
  message: string;
  /** `error` makes the run exit 2 (bad input); `warning` is shown and counted only. */
  severity: 'error' | 'warning';
}

export function formatFinding(f: Finding): string {
  // Printed for a person: a span's name or text in the message must not drive their terminal.
  return terminalText(`${f.path}: ${f.message}`);
}
