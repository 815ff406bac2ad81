/** What sinks get from their host: the environment, a stderr writer (only src/cli prints), and test seams. */
export interface SinkDeps {
  env: NodeJS.ProcessEnv;
  /** Writes one line (no newline) to stderr. */
  writeLine: (line: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}
