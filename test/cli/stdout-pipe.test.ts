import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

/**
 * `forbear score --format json | jq`: a report larger than a pipe holds (the samples' is ~150 KB,
 * a pipe 64 KiB) is written at the reader's pace. Its text and its bytes take two writers; the
 * report must still arrive whole and in order when the reader lags behind.
 */
describe('a report written into a pipe', () => {
  const args = ['score', '--cases', SAMPLE_CORPUS, '--no-store', '--format', 'json', join(REPO_ROOT, 'samples/spans')];

  /**
   * Runs the CLI as a shell runs `forbear … | reader`, stdout a real pipe (64 KiB), its reader
   * starting only after a pause: the report must wait for it rather than fail or reorder.
   */
  const slowReader = (): Promise<{ code: number | null; stdout: Buffer; stderr: string }> => new Promise((resolve, reject) => {
    const cli = [process.execPath, join(REPO_ROOT, 'bin/forbear.js'), ...args].map((a) => `'${a}'`).join(' ');
    const child = spawn('bash', ['-c', `set -o pipefail; ${cli} | { sleep 0.5; cat; }`], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(chunks), stderr }));
  });

  it('arrives whole and byte for byte as --output writes it, when the reader lags', async () => {
    const tmp = tempDir('forbear-pipe-');
    const out = join(tmp.dir, 'report.json');
    const toFile = await runCli([...args, '--output', out]);
    expect(toFile.code).toBe(0);
    const expected = readFileSync(out);
    tmp.cleanup();
    expect(expected.length).toBeGreaterThan(2 * 64 * 1024);

    const piped = await slowReader();
    expect(piped.stderr).toBe('');
    expect(piped.code).toBe(0);
    expect(piped.stdout.equals(expected)).toBe(true);
    expect(() => JSON.parse(piped.stdout.toString('utf8'))).not.toThrow();
  });
});
