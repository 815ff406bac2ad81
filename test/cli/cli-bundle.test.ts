/**
 * bin/forbear.js runs the bundled command line (dist/cli/, scripts/bundle-cli.mjs: start-up,
 * issue 17). The bundle must answer exactly as the modules tsc wrote (dist/src/cli/main.js): same
 * reports byte for byte, same version (read from package.json relative to the bundle), same help.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, SAMPLE_SPANS_DIR } from '../helpers/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

const BIN = join(REPO_ROOT, 'bin/forbear.js');
const UNBUNDLED = join(REPO_ROOT, 'dist/src/cli/main.js');

function run(entry: string, args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [entry, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the bundled command line', () => {
  it('is what bin/forbear.js runs, built by npm run build', () => {
    expect(existsSync(join(REPO_ROOT, 'dist/cli/main.js')), 'dist/cli/main.js: run `npm run build`').toBe(true);
    expect(readFileSync(BIN, 'utf8')).toContain("import('../dist/cli/main.js')");
  });

  it('is not older than the modules tsc wrote (tsc alone leaves bin/forbear.js running the last bundle)', () => {
    const bundled = statSync(join(REPO_ROOT, 'dist/cli/main.js')).mtimeMs;
    const newest = readdirSync(join(REPO_ROOT, 'dist/src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .reduce((t, f) => Math.max(t, statSync(join(REPO_ROOT, 'dist/src', f)).mtimeMs), 0);
    expect(bundled, 'dist/cli/ is older than dist/src/: run `npm run build`, which bundles after tsc').toBeGreaterThanOrEqual(newest);
  });

  it.each([
    ['score, text report', ['score', '--no-store', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR]],
    ['score, JSON report', ['score', '--no-store', '--format', 'json', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR]],
    ['score, Markdown report', ['score', '--no-store', '--format', 'markdown', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR]],
    ['inspect', ['inspect', SAMPLE_SPANS_DIR]],
    ['--help', ['--help']],
    ['score --help', ['score', '--help']],
    ['--version', ['--version']],
    ['a bad corpus path (exit 2)', ['score', '--no-store', '--cases', 'no/such/corpus.yaml', SAMPLE_SPANS_DIR]],
  ])('%s: same exit code and output as the unbundled modules', (_name, args) => {
    const bundled = run(BIN, args);
    const plain = run(UNBUNDLED, args);
    expect(bundled.code).toBe(plain.code);
    expect(bundled.stdout).toBe(plain.stdout);
    expect(bundled.stderr).toBe(plain.stderr);
    expect(bundled.stdout + bundled.stderr).not.toBe('');
  });

  it('ships the data files its modules read from beside themselves (the reply reader\'s literal table)', () => {
    // A bundled module looks for them beside its chunk in dist/cli/, the modules tsc wrote beside
    // themselves in dist/src/: without them the reader works every pattern out afresh (slowly).
    for (const file of readdirSync(join(REPO_ROOT, 'src/score')).filter((f) => f.endsWith('.bin'))) {
      const source = readFileSync(join(REPO_ROOT, 'src/score', file));
      expect(readFileSync(join(REPO_ROOT, 'dist/cli', file)).equals(source), `dist/cli/${file}: run \`npm run build\``).toBe(true);
      expect(readFileSync(join(REPO_ROOT, 'dist/src/score', file)).equals(source), `dist/src/score/${file}: run \`npm run build\``).toBe(true);
    }
  });

  it('--version is the package version', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(run(BIN, ['--version']).stdout.trim()).toBe(pkg.version);
  });
});
