import { appendFileSync, closeSync, fsyncSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `<data-dir>/quarantine/`: what `serve` found damaged at start (a results line that is not a
 * result, a stored body that no longer decodes), moved aside byte for byte so a person can look
 * at it, while the rest of the data dir is recovered and served.
 */
export class Quarantine {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'quarantine');
  }

  /** Appends one damaged results line (as it was, plus a newline); returns the file's name in the data dir. */
  resultLine(bytes: Uint8Array): string {
    mkdirSync(this.dir, { recursive: true });
    const path = join(this.dir, 'results-lines.jsonl');
    appendFileSync(path, Buffer.concat([bytes, Buffer.from('\n')]));
    syncFile(path);
    return 'quarantine/results-lines.jsonl';
  }

  /** Writes one damaged request body to a file of its own; returns the file's name in the data dir. */
  body(reqId: number, ext: string, bytes: Uint8Array): string {
    mkdirSync(this.dir, { recursive: true });
    const name = `request-${reqId}.${ext}`;
    writeFileSync(join(this.dir, name), bytes);
    syncFile(join(this.dir, name));
    return `quarantine/${name}`;
  }
}

/** Durable before the original is blanked or forgotten: the copy must not be the one lost. */
function syncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
