/** Exit codes are a pure function of the result (documented in the README). */
export const EXIT_OK = 0;
export const EXIT_GATE_BREACHED = 1;
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 3;

/** Thrown by option parsers: the CLI prints the message and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
