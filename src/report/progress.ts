import { statSync } from 'node:fs';

/** What a long offline run has done so far. */
export interface Progress {
  files: number;
  /** Size on disk of the files opened so far (stdin counts nothing). */
  bytes: number;
  spans: number;
  turns: number;
  scored: number;
  /** True on the last call, when the run has read everything. */
  done: boolean;
}

/** Every this many milliseconds of wall time at most, so progress costs nothing measurable. */
const INTERVAL_MS = 250;

/** Counts progress and hands it to a listener now and then; with no listener it only counts. */
export class ProgressMeter {
  files = 0;
  bytes = 0;
  spans = 0;
  turns = 0;
  scored = 0;
  private last = 0;

  constructor(private readonly listener: ((p: Progress) => void) | undefined) {}

  startSource(name: string): void {
    this.files++;
    if (this.listener === undefined || name === '-') return;
    try {
      this.bytes += statSync(name).size;
    } catch {
      // Unreadable: the reader reports it.
    }
  }

  tick(): void {
    if (this.listener === undefined) return;
    const now = Date.now();
    if (now - this.last < INTERVAL_MS) return;
    this.last = now;
    this.listener(this.snapshot(false));
  }

  done(): void {
    this.listener?.(this.snapshot(true));
  }

  private snapshot(done: boolean): Progress {
    return { files: this.files, bytes: this.bytes, spans: this.spans, turns: this.turns, scored: this.scored, done };
  }
}
