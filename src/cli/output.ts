import { closeSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { ioMessage } from '../util/io-message.js';
import { UsageError } from './exit-code.js';
import { readerGone } from './stdout-guard.js';

/**
 * Opens `--output` before any work, so a typo costs nothing; undefined means stdout. The file is
 * opened for appending and emptied only when the report is written: a run that fails or is
 * interrupted (Ctrl-C) leaves the previous report in place instead of an empty file.
 */
export function openOutputFile(path: string | undefined): number | undefined {
  if (path === undefined) return undefined;
  try {
    return openSync(path, 'a');
  } catch (err) {
    throw new UsageError(`--output ${path}: cannot write: ${ioMessage(err)}`);
  }
}

/**
 * Runs a renderer into the file (replacing what it held, then closing it) or onto stdout. A file
 * (`--output`, or stdout redirected to one) also takes bytes, written at once (they are lent); so
 * does a pipe or socket once its writes are made blocking. A terminal takes text.
 */
export function emit(fd: number | undefined, render: (write: (chunk: string) => void, writeBytes?: (bytes: Uint8Array) => void) => void): void {
  if (fd === undefined) {
    // Written to a file, process.stdout writes synchronously too: the two writers stay in order. A
    // pipe's writes are made to wait for its reader: otherwise a report written faster than the
    // reader drains it (`score --format json | jq`) queues in memory (315 MB peak RSS on the
    // short-conversation bench file against 207 MB to a file).
    const sync = stdoutWritesInOrder();
    render((chunk) => process.stdout.write(chunk), sync ? stdoutBytesWriter() : undefined);
    return;
  }
  try {
    emptyFile(fd);
    render((chunk) => writeSync(fd, chunk), (bytes) => writeAllSync(fd, bytes));
  } finally {
    closeSync(fd);
  }
}

/** For a command that streams its output line by line: a writer onto the file (emptied now) or stdout. */
export function streamOutput(fd: number | undefined): { write: (chunk: string) => void; close: () => void } {
  if (fd === undefined) return { write: (chunk) => void process.stdout.write(chunk), close: () => undefined };
  emptyFile(fd);
  return { write: (chunk) => void writeSync(fd, chunk), close: () => closeSync(fd) };
}

/**
 * Whether process.stdout.write returns only once its text is written, so a byte writer beside it
 * stays in order: a file, always; a pipe or socket once put in libuv's blocking mode (which Node
 * itself uses for pipes on Windows). Not a terminal, nor a stdout that cannot be examined.
 */
function stdoutWritesInOrder(): boolean {
  let st;
  try {
    st = fstatSync(1);
  } catch {
    return false;
  }
  if (st.isFile()) return true;
  if (!st.isFIFO() && !st.isSocket()) return false;
  const handle = (process.stdout as unknown as { _handle?: { setBlocking?: (on: boolean) => number } })._handle;
  return typeof handle?.setBlocking === 'function' && handle.setBlocking(true) === 0;
}

/**
 * Bytes onto stdout with writeSync. When the reader has gone (EPIPE; ECONNRESET on a socket it closed
 * with bytes unread) the rest is dropped: the text writer's own error reaches the stdout guard,
 * which stops quietly with the exit code decided.
 */
function stdoutBytesWriter(): (bytes: Uint8Array) => void {
  let gone = false;
  return (bytes) => {
    if (gone) return;
    try {
      writeAllSync(1, bytes);
    } catch (err) {
      if (!readerGone(err)) throw err;
      gone = true;
    }
  };
}

/** writeSync of bytes may write fewer than asked (a pipe, a signal): the rest follows. */
function writeAllSync(fd: number, bytes: Uint8Array): void {
  for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off);
}

function emptyFile(fd: number): void {
  try {
    ftruncateSync(fd, 0);
  } catch {
    // Not a regular file (a FIFO, /dev/stdout): nothing to empty.
  }
}
