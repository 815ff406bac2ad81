import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

/**
 * forbear as a user gets it (issue 17): `npm pack` on a clean copy of the repository (prepack
 * builds), the tarball installed into an empty folder, the installed `forbear` and
 * `import('forbear')` used from there. The install runs with `--ignore-scripts` (npm 12's and
 * pnpm 10's default), so better-sqlite3 (an optional dependency) has no native binding: the run
 * store and serve's span store open with node:sqlite (Node ≥ 22.13) or the WebAssembly SQLite
 * (Node 20), as on a user's machine without install scripts or a compiler. A normal install would
 * build better-sqlite3 from source here (no prebuild can be fetched), about 3 minutes: too slow
 * for `npm test`; the repository's own install is that case (docs/package.md, "As a package").
 */
const work = mkdtempSync(join(tmpdir(), 'forbear-pack-'));
const clone = join(work, 'clone');
const consumer = join(work, 'consumer');
const installed = join(consumer, 'node_modules', 'forbear');
let tarball = '';
let packed: string[] = [];

function run(cmd: string, args: string[], cwd: string): string {
  // npm's own update check and funding notes would only add noise (and network) to the output.
  const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
  return execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

beforeAll(() => {
  // A clean copy: the files git knows (tracked or new, not ignored), so nothing stale in dist/
  // and nothing this worktree happens to have built can reach the tarball.
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], REPO_ROOT).split('\0').filter(Boolean);
  for (const f of files) {
    try {
      cpSync(join(REPO_ROOT, f), join(clone, f));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // deleted in the worktree, not yet committed
    }
  }
  // The build tools come from the repo's install; the packed files come from the copy alone.
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  run('npm', ['pack', '--pack-destination', work], clone);
  tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz')) ?? 'missing.tgz');
  packed = run('tar', ['-tzf', tarball], work).split('\n').filter(Boolean).map((p) => p.replace(/^package\//, ''));

  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', tarball, '--ignore-scripts', '--prefer-offline', '--no-package-lock'], consumer);
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A user's environment: no driver forced (the Node matrix forces the WebAssembly one on Node 20). */
const userEnv = (() => {
  const { FORBEAR_SQLITE_DRIVER: _forced, ...rest } = process.env;
  return rest;
})();

/** The driver a user without install scripts gets: Node's own SQLite where the runtime has it. */
function expectedDriver(): string {
  const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
  return major > 22 || (major === 22 && minor >= 13) ? 'node:sqlite' : 'sqlite-wasm';
}

describe('the packed package', () => {
  it('ships the build, declarations, samples, collector configs, docs and LICENSE, and no source maps or sources', () => {
    for (const f of ['LICENSE', 'README.md', 'package.json', 'bin/forbear.js', 'dist/src/index.js', 'dist/src/index.d.ts', 'dist/src/cli/main.js', 'samples/corpus.yaml', 'samples/alerts.yaml', 'collector-config/otelcol.yaml', 'docs/score.md', 'docs/package.md']) {
      expect(packed, f).toContain(f);
    }
    expect(packed.some((f) => f.startsWith('samples/spans/'))).toBe(true);
    expect(packed.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(packed.filter((f) => f.startsWith('src/') || f.startsWith('test/') || f.startsWith('dist/bench/') || f.startsWith('dist/test/'))).toEqual([]);
  });

  it('installed without install scripts, `forbear score` on the shipped samples prints what the repository prints', async () => {
    const args = ['score', '--no-store', '--cases', join(installed, 'samples/corpus.yaml'), join(installed, 'samples/spans')];
    const fromPackage = spawnSync(join(consumer, 'node_modules/.bin/forbear'), args, { cwd: consumer, encoding: 'utf8' });
    expect(fromPackage.stderr).toBe('');
    expect(fromPackage.status).toBe(0);
    expect(fromPackage.stdout).toMatch(/abstain pass rate\s+\d+\.\d %/);
    const fromRepo = await runCli(['score', '--no-store', '--cases', join(REPO_ROOT, 'samples/corpus.yaml'), join(REPO_ROOT, 'samples/spans')]);
    // The same report, apart from the input paths it names.
    const neutral = (s: string, root: string): string => s.split(root).join('<root>/');
    expect(neutral(fromPackage.stdout, `${installed}/`)).toBe(neutral(fromRepo.stdout, REPO_ROOT));
  }, 60_000);

  it('without install scripts, `score --store` records a run and `runs list` reads it, through the SQLite that loads without a compiler', () => {
    const bin = join(consumer, 'node_modules/.bin/forbear');
    const store = join(work, 'runs', 'forbear.db');
    const score = spawnSync(bin, ['score', '--quiet', '--verbose', '--store', store, '--label', 'from=tarball', '--cases', join(installed, 'samples/corpus.yaml'), join(installed, 'samples/spans')], { cwd: consumer, encoding: 'utf8', env: userEnv });
    // Installed without its build (no binding), or not installed at all where its engines range
    // leaves the Node out (an optional dependency: npm skips it on Node 26).
    expect(score.stderr).toMatch(new RegExp(`^forbear: run store ${store}: SQLite via ${expectedDriver()} \\(better-sqlite3 passed over: (Could not locate the bindings file|Cannot find module 'better-sqlite3')`));
    expect(score.status).toBe(0);
    const list = spawnSync(bin, ['runs', 'list', '--format', 'json', '--store', store], { cwd: consumer, encoding: 'utf8', env: userEnv });
    expect(list.stderr).toBe('');
    expect(list.status).toBe(0);
    const runs = (JSON.parse(list.stdout) as { runs: { labels: Record<string, string>; results: number }[] }).runs;
    expect(runs.map((r) => r.labels.from)).toEqual(['tarball']);
    expect(runs[0]!.results).toBeGreaterThan(0);
  }, 60_000);

  it('without install scripts, `serve` opens its span store, takes a sample export and stops cleanly', async () => {
    const bin = join(consumer, 'node_modules/.bin/forbear');
    const dataDir = join(work, 'serve-data');
    const child = spawn(bin, ['serve', '--cases', join(installed, 'samples/corpus.yaml'), '--data-dir', dataDir, '--http', '127.0.0.1:0', '--grpc', '127.0.0.1:0'], { cwd: consumer, stdio: ['ignore', 'pipe', 'pipe'], env: userEnv });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('forbear: ready') && resolve());
      void exited.then((code) => reject(new Error(`forbear serve exited (${code}) before it was ready:\n${out}`)));
    });
    expect(out).toContain(`forbear: span store ${join(dataDir, 'forbear.sqlite')}: SQLite via ${expectedDriver()}`);
    const http = /OTLP\/HTTP listening on http:\/\/(\S+)\/v1\/traces/.exec(out)?.[1];
    const body = readFileSync(join(installed, 'samples/spans/run-1.jsonl'), 'utf8').split('\n')[0]!;
    const res = await fetch(`http://${http}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('forbear: stopped');
  }, 60_000);

  it('`forbear --version` and `--help` work from the install', () => {
    const bin = join(consumer, 'node_modules/.bin/forbear');
    expect(spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(JSON.parse(run('npm', ['pkg', 'get', 'version'], REPO_ROOT)));
    const help = spawnSync(bin, ['--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const c of ['score', 'inspect', 'serve', 'runs', 'alerts']) expect(help.stdout).toMatch(new RegExp(`^  ${c}\\b`, 'm'));
  });

  it("`import('forbear')` scores the samples from an ESM script, and its types check with tsc", () => {
    const script = [
      "import { loadCorpus, scoreFiles, RENDERERS, FORBEAR_VERSION } from 'forbear';",
      "import type { ScoreReport, TurnResult } from 'forbear';",
      "const dir = new URL('./node_modules/forbear/samples/', import.meta.url).pathname;",
      "const corpus = await loadCorpus(dir + 'corpus.yaml');",
      "const report: ScoreReport = await scoreFiles({ corpus, inputs: [dir + 'spans'] });",
      'const forced: TurnResult[] = [...report.results].filter((r) => r.outcome === "fail_no_abstention");',
      'let markdown = "";',
      'RENDERERS.markdown!(report, (chunk) => (markdown += chunk));',
      'console.log(JSON.stringify({ version: FORBEAR_VERSION, attempts: report.summary.abstain.attempts, forced: forced.length, markdown: markdown.length }));',
    ].join('\n');
    writeFileSync(join(consumer, 'use.ts'), script);
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        // A consumer's usual settings; @types/node from the repo's install (a consumer has its own).
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: true, types: ['node'], typeRoots: [join(REPO_ROOT, 'node_modules/@types')] },
        files: ['use.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', consumer], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    // Node runs the same file once its type-only lines are gone (Node 20 has no type stripping).
    const js = script.replace(/^import type .*$/m, '').replace(/: ScoreReport|: TurnResult\[\]/g, '').replace('RENDERERS.markdown!', 'RENDERERS.markdown');
    writeFileSync(join(consumer, 'use.mjs'), js);
    const out = spawnSync(process.execPath, ['use.mjs'], { cwd: consumer, encoding: 'utf8' });
    expect(out.stderr).toBe('');
    const got = JSON.parse(out.stdout) as { version: string; attempts: number; forced: number; markdown: number };
    expect(got.version).toBe(JSON.parse(run('npm', ['pkg', 'get', 'version'], REPO_ROOT)));
    expect(got.attempts).toBeGreaterThan(0);
    expect(got.forced).toBeGreaterThan(0);
    expect(got.markdown).toBeGreaterThan(200);
  }, 60_000);

  it('the documented example (docs/package.md) type-checks against the installed package', () => {
    const page = readFileSync(join(REPO_ROOT, 'docs/package.md'), 'utf8');
    const example = /## As a package[\s\S]*?```ts\n([\s\S]*?)```/.exec(page)?.[1];
    expect(example, 'docs/package.md: a ```ts block under "## As a package"').toBeDefined();
    writeFileSync(join(consumer, 'use.ts'), example ?? '');
    const tsc = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', consumer], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('a misspelt API name fails the type check, so the declarations are really read', () => {
    writeFileSync(join(consumer, 'use.ts'), "import { scoreFile } from 'forbear';\nconsole.log(scoreFile);\n");
    const tsc = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', consumer], { encoding: 'utf8' });
    expect(tsc.status).not.toBe(0);
    expect(tsc.stdout).toMatch(/scoreFile/);
  });
});
