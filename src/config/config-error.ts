/** A setting is invalid; the message names the key and where it came from. Exit 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}
