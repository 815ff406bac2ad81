/** A sink cannot be set up as configured (a missing environment variable, an unwritable file). */
export class SinkSetupError extends Error {
  override name = 'SinkSetupError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}
