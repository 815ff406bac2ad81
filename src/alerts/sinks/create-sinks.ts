import type { AlertSink } from '../alert-types.js';
import type { SinkConfig } from '../sink-config.js';
import { FileSink } from './file-sink.js';
import { LogSink } from './log-sink.js';
import type { SinkDeps } from './sink-deps.js';
import { SinkSetupError } from './sink-setup-error.js';
import { WebhookSink } from './webhook-sink.js';

type Factory<T extends SinkConfig['type']> = (cfg: Extract<SinkConfig, { type: T }>, deps: SinkDeps) => AlertSink;

/** Every sink type: one line each. */
const SINKS: { [T in SinkConfig['type']]: Factory<T> } = {
  webhook: (cfg, deps) => new WebhookSink(cfg, deps),
  log: (cfg, deps) => new LogSink(cfg, deps),
  file: (cfg) => new FileSink(cfg),
};

/**
 * The sinks a rules file names, set up at once: every problem (a missing environment variable, an
 * unwritable path) is collected and thrown together as one SinkSetupError; sinks already opened are closed.
 */
export function createSinks(configs: readonly SinkConfig[], deps: SinkDeps): AlertSink[] {
  const sinks: AlertSink[] = [];
  const problems: string[] = [];
  for (const cfg of configs) {
    try {
      sinks.push((SINKS[cfg.type] as Factory<typeof cfg.type>)(cfg as never, deps));
    } catch (e) {
      if (!(e instanceof SinkSetupError)) throw e;
      problems.push(...e.problems);
    }
  }
  if (problems.length > 0) {
    for (const s of sinks) void s.close?.();
    throw new SinkSetupError(problems);
  }
  return sinks;
}
