import type { AlertEvent, AlertSink } from '../alert-types.js';
import type { LogSinkConfig } from '../sink-config.js';
import { alertLogLine } from './alert-text.js';
import { terminalText } from '../../util/terminal-text.js';
import type { SinkDeps } from './sink-deps.js';

/** One line per event on stderr, through the writer the CLI hands in. */
export class LogSink implements AlertSink {
  readonly name: string;
  private readonly writeLine: (line: string) => void;

  constructor(cfg: LogSinkConfig, deps: SinkDeps) {
    this.name = cfg.name ?? 'log';
    this.writeLine = deps.writeLine;
  }

  send(event: AlertEvent): Promise<void> {
    // stderr is a terminal or a log viewer: span text (service names, case ids) loses its control characters.
    this.writeLine(terminalText(alertLogLine(event)));
    return Promise.resolve();
  }
}
