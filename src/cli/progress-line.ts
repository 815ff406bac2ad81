import type { Progress } from '../report/progress.js';

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * A progress line on stderr, redrawn in place, for a terminal only: piped or redirected
 * stderr, and --quiet, get nothing, so logs and CI output stay clean.
 */
export function progressLine(quiet: boolean, stream: NodeJS.WriteStream = process.stderr): ((p: Progress) => void) | undefined {
  if (quiet || !stream.isTTY) return undefined;
  let drawn = false;
  return (p) => {
    if (p.done) {
      if (drawn) stream.write('\r\x1b[K');
      return;
    }
    drawn = true;
    stream.write(`\r\x1b[Kforbear: ${p.files} file(s), ${mb(p.bytes)}, ${p.spans.toLocaleString('en')} spans, ${p.turns.toLocaleString('en')} turns, ${p.scored.toLocaleString('en')} scored`);
  };
}
