/**
 * SIGINT/SIGTERM for `forbear serve`, caught from its first moment. `bin/forbear.js` calls
 * `catchStopSignals()` before the rest of forbear is loaded (a few hundred milliseconds of module
 * loading and corpus reading in which Node's default action would end the process with 143 and
 * no word); the serve command then finds a signal that came early and stops with its usual lines.
 * This module imports nothing, so catching costs nothing.
 */
type Signal = 'SIGINT' | 'SIGTERM';

let caught: Signal | undefined;
let installed = false;
const waiting = new Set<(signal: Signal) => void>();

export function catchStopSignals(): void {
  if (installed) return;
  installed = true;
  const on = (signal: Signal): void => {
    caught ??= signal;
    // Like `once`: a second signal while stopping takes Node's default action (an impatient Ctrl-C still ends it).
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
    for (const resolve of waiting) resolve(signal);
    waiting.clear();
  };
  const onInt = (): void => on('SIGINT');
  const onTerm = (): void => on('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
}

/** The stop signal already received, if any. */
export function stopSignalReceived(): Signal | undefined {
  return caught;
}

/** Resolves with the first stop signal, also one received before this was called. */
export function nextStopSignal(): Promise<Signal> {
  catchStopSignals();
  if (caught !== undefined) return Promise.resolve(caught);
  return new Promise((resolve) => waiting.add(resolve));
}
