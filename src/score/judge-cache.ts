import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VerdictSchema } from './judge-prompt.js';
import type { ChatMessage, Verdict } from './judge-prompt.js';

/**
 * Verdicts on disk, one small JSON file each, keyed by model, prompt version and the exact
 * messages sent (the reply and the case problem): a re-run of the same traces costs nothing.
 * A file that cannot be read or parsed is a miss, never an error.
 */
export class JudgeCache {
  constructor(private readonly dir: string | null) {}

  static key(model: string, promptVersion: string, messages: ChatMessage[]): string {
    return createHash('sha256').update(JSON.stringify([model, promptVersion, messages])).digest('hex');
  }

  get(key: string): Verdict | undefined {
    if (this.dir === null) return undefined;
    try {
      const parsed = VerdictSchema.safeParse(JSON.parse(readFileSync(this.path(key), 'utf8')));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  put(key: string, verdict: Verdict): void {
    if (this.dir === null) return;
    const file = this.path(key);
    mkdirSync(join(this.dir, key.slice(0, 2)), { recursive: true });
    // Written aside and renamed, so a parallel run never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(verdict)}\n`);
    renameSync(tmp, file);
  }

  private path(key: string): string {
    return join(this.dir ?? '', key.slice(0, 2), `${key}.json`);
  }
}
