import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/forbear.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../../dist/src/cli/main.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a user would (`npm test` builds first), optionally feeding stdin and adding environment variables. */
export function runCli(args: string[], opts: { stdin?: string | Buffer; cwd?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
  if (!existsSync(BUILT)) throw new Error('dist/ is missing: run `npm run build` (npm test does) before the CLI tests');
  return new Promise((resolve, reject) => {
    // Run in the repository, a test records its runs in a store of its own, not the repo's ./.forbear.
    const base = opts.cwd === undefined && process.env.FORBEAR_STORE === undefined ? { ...process.env, FORBEAR_STORE: testStorePath() } : process.env;
    const env = opts.env === undefined ? base : { ...base, ...opts.env };
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.stdin ?? '');
  });
}

let storeDir: string | undefined;
/** One run store per test worker, in the system's temp directory. */
function testStorePath(): string {
  storeDir ??= mkdtempSync(join(tmpdir(), 'forbear-test-store-'));
  return join(storeDir, 'forbear.db');
}
