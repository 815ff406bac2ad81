/**
 * Issue 20 item 8: a SIGTERM/SIGINT during `serve`'s start-up (before `ready`) stops it with
 * its usual lines and exit 0, as the README promises, instead of exit 143 and no word.
 *
 * The moment is made certain with a FIFO as the corpus: serve is known to be mid-start-up
 * (its modules loaded, reading the corpus) once the test's open of the FIFO for writing
 * returns, and it cannot go on until the test writes the corpus.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';

const BIN = fileURLToPath(new URL('../../bin/forbear.js', import.meta.url));

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('forbear-early-signal-');
});
afterEach(() => tmp.cleanup());

async function stopDuringStartUp(signal: 'SIGTERM' | 'SIGINT'): Promise<{ code: number | null; signal: string | null; out: string }> {
  const fifo = join(tmp.dir, 'corpus.yaml');
  execFileSync('mkfifo', [fifo]);
  const dataDir = join(tmp.dir, 'data');
  const child = spawn(process.execPath, [BIN, 'serve', '--cases', fifo, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.on('exit', (code, sig) => resolve({ code, signal: sig })));
  const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
  // Returns once serve has opened the corpus for reading: it is past module loading, not listening.
  const writer = await open(fifo, 'w');
  child.kill(signal);
  // Give the signal time to be delivered before start-up can go on.
  await new Promise((r) => setTimeout(r, 200));
  await writer.writeFile(readFileSync(SAMPLE_CORPUS));
  await writer.close();
  const end = await exited;
  clearTimeout(guard);
  expect(existsSync(join(dataDir, 'forbear.sqlite'))).toBe(false);
  return { ...end, out };
}

describe('serve: a stop signal during start-up', () => {
  it('SIGTERM before ready: the usual shutdown lines, exit 0, nothing opened', async () => {
    const { code, signal, out } = await stopDuringStartUp('SIGTERM');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(out).toBe('forbear: SIGTERM: stopping; open turns stay in the data dir and resume on the next start\nforbear: stopped\n');
  });

  it('SIGINT before ready: the same', async () => {
    const { code, out } = await stopDuringStartUp('SIGINT');
    expect(code).toBe(0);
    expect(out).toBe('forbear: SIGINT: stopping; open turns stay in the data dir and resume on the next start\nforbear: stopped\n');
  });
});
