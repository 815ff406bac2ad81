import { closeSync, openSync, writeSync } from 'node:fs';
import type { AlertEvent, AlertSink } from '../alert-types.js';
import type { FileSinkConfig } from '../sink-config.js';
import { ioMessage } from '../../util/io-message.js';
import { eventId } from './event-id.js';
import { SinkSetupError } from './sink-setup-error.js';

/** Appends one JSON object per event (the event and its `id`) to a file opened once, at setup. */
export class FileSink implements AlertSink {
  readonly name: string;
  private fd: number | undefined;

  constructor(private readonly cfg: FileSinkConfig) {
    this.name = cfg.name ?? `file ${cfg.path}`;
    try {
      this.fd = openSync(cfg.path, 'a');
    } catch (e) {
      throw new SinkSetupError([`sink "${this.name}": ${cfg.path}: cannot open for appending: ${ioMessage(e)}`]);
    }
  }

  send(event: AlertEvent): Promise<void> {
    if (this.fd === undefined) return Promise.reject(new Error(`${this.cfg.path} is closed`));
    const bytes = Buffer.from(`${JSON.stringify({ id: eventId(event), ...event })}\n`, 'utf8');
    let off = 0;
    while (off < bytes.length) off += writeSync(this.fd, bytes, off, bytes.length - off);
    return Promise.resolve();
  }

  close(): Promise<void> {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    return Promise.resolve();
  }
}
