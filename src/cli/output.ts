import { closeSync, openSync, writeSync } from 'node:fs';
import { UsageError } from './exit-code.js';

/** Opens `--output` before any work, so a typo costs nothing; undefined means stdout. */
export function openOutputFile(path: string | undefined): number | undefined {
  if (path === undefined) return undefined;
  try {
    return openSync(path, 'w');
  } catch (err) {
    throw new UsageError(`--output ${path}: cannot write: ${(err as Error).message.replace(/, open '.*'$/, '')}`);
  }
}

/** Runs a renderer into the file (closing it) or onto stdout. */
export function emit(fd: number | undefined, render: (write: (chunk: string) => void) => void): void {
  if (fd === undefined) {
    render((chunk) => process.stdout.write(chunk));
    return;
  }
  try {
    render((chunk) => writeSync(fd, chunk));
  } finally {
    closeSync(fd);
  }
}
