import { afterEach } from 'vitest';
import type { ServeEngine } from '../../src/serve/serve-engine.js';

/**
 * The engines and temporary directories a test file opens, closed and removed after each test:
 * each engine's workers drained first (a worker still scoring would write into a removed
 * directory), then the engine closed, then the directories removed. Call once at the file's top.
 */
export function closeAfterEach(): { dirs: { dir: string; cleanup: () => void }[]; engines: ServeEngine[] } {
  const dirs: { dir: string; cleanup: () => void }[] = [];
  const engines: ServeEngine[] = [];
  afterEach(async () => {
    for (const e of engines.splice(0)) {
      await e.drainWorkers();
      e.close();
    }
    for (const d of dirs.splice(0)) d.cleanup();
  });
  return { dirs, engines };
}
