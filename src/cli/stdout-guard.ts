/**
 * `forbear … | head`: when the reader of stdout goes away, writing on is pointless and Node would
 * die with an unhandled EPIPE and a stack trace. Stop quietly instead, like other Unix filters,
 * with the exit code decided so far (recording to the run store is finished before any report is
 * written, so nothing is left half-done).
 */
export function guardStdout(exitCode: () => number): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (readerGone(err)) process.exit(exitCode());
    process.stderr.write(`forbear: cannot write to stdout: ${err.message}\n`);
    process.exit(3);
  });
}

/** The reader of stdout went away: EPIPE, or ECONNRESET on a socket it closed with bytes unread. */
export function readerGone(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EPIPE' || code === 'ECONNRESET';
}
