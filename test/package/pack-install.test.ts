import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { PREBUILDS, betterSqlite3Majors, installTarball, nodeEnv, packRepo, run } from './packed-install.js';
import type { Binding } from './packed-install.js';

/**
 * forbear as a user gets it (issue 17): `npm pack` on a clean copy of the repository (prepack
 * builds), the one tarball installed into two empty folders — with `--ignore-scripts` (npm 12's and
 * pnpm 10's default) and normally — and the installed `forbear` and `import('forbear')` used from
 * there. scripts/node-matrix.sh runs this file on Node 20, 22, 24 and 26.
 *
 * Without install scripts better-sqlite3 (an optional dependency) has no native binding: the run
 * store and serve's span store open with node:sqlite (Node ≥ 22.13) or the WebAssembly SQLite
 * (Node 20). A normal install gets better-sqlite3 on every Node its `engines` lists, its binding
 * compiled here (no prebuilt download can be fetched: see packed-install.ts, which keeps it so each
 * Node compiles once per machine); on a Node it leaves out (26) npm skips it and the fallback is
 * node:sqlite again (docs/package.md, "Which SQLite each Node gets").
 */
const work = mkdtempSync(join(tmpdir(), 'forbear-pack-'));
const consumer = join(work, 'consumer');
const installed = join(consumer, 'node_modules', 'forbear');
let tarball = '';
let packed: string[] = [];
let plainBinding: Binding = 'none';

beforeAll(() => {
  ({ tarball, files: packed } = packRepo(work));
  plainBinding = installTarball(tarball, consumer, false).binding;
}, 600_000);

// Two installs (one with a compiled binding) and a clone: slow to delete on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 300_000);

/** A user's environment on this Node: no driver forced (the Node matrix forces the WebAssembly one on Node 20). */
const userEnv = (() => {
  const { FORBEAR_SQLITE_DRIVER: _forced, ...rest } = nodeEnv();
  return rest;
})();

/** The driver when better-sqlite3 has no binding: Node's own SQLite where the runtime has it. */
function fallbackDriver(): string {
  const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
  return major > 22 || (major === 22 && minor >= 13) ? 'node:sqlite' : 'sqlite-wasm';
}

/** What `--verbose` says about the driver for each kind of install, on this Node. */
function expectedDriverLine(scripts: boolean): { driver: string; passedOver: RegExp | undefined } {
  const major = Number.parseInt(process.versions.node, 10);
  if (scripts && betterSqlite3Majors().includes(major)) return { driver: 'better-sqlite3', passedOver: undefined };
  // Installed without its build (no binding), or not installed at all where its engines range
  // leaves the Node out (an optional dependency: npm skips it on Node 26).
  const why = scripts ? "Cannot find module 'better-sqlite3'" : "(Could not locate the bindings file|Cannot find module 'better-sqlite3')";
  return { driver: fallbackDriver(), passedOver: new RegExp(` \\(better-sqlite3 passed over: ${why}`) };
}

const INSTALLS = [
  { name: 'without install scripts', scripts: false },
  { name: 'installed normally (install scripts on)', scripts: true },
] as const;

describe('the packed package', () => {
  it('ships the build, declarations, samples, collector configs, docs and LICENSE, and no source maps or sources', () => {
    for (const f of ['LICENSE', 'README.md', 'package.json', 'bin/forbear.js', 'dist/src/index.js', 'dist/src/index.d.ts', 'dist/src/cli/main.js', 'dist/src/score/pattern-literals-table.bin', 'dist/cli/pattern-literals-table.bin', 'samples/corpus.yaml', 'samples/alerts.yaml', 'collector-config/otelcol.yaml', 'docs/score.md', 'docs/package.md']) {
      expect(packed, f).toContain(f);
    }
    expect(packed.some((f) => f.startsWith('samples/spans/'))).toBe(true);
    expect(packed.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(packed.filter((f) => f.startsWith('src/') || f.startsWith('test/') || f.startsWith('dist/bench/') || f.startsWith('dist/test/'))).toEqual([]);
  });

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

describe.each(INSTALLS)('the package $name', ({ scripts }) => {
  const dir = scripts ? join(work, 'consumer-scripts') : consumer;
  const pkg = join(dir, 'node_modules', 'forbear');
  const bin = join(dir, 'node_modules/.bin/forbear');
  let binding: Binding = 'none';
  let log = '';

  beforeAll(() => {
    // The tarball is packed once (the first beforeAll); the normal install may compile better-sqlite3.
    ({ binding, log } = scripts ? installTarball(tarball, dir, true) : { binding: plainBinding, log: '' });
  }, 900_000);

  it('has the better-sqlite3 binding this kind of install gives on this Node', () => {
    const major = Number.parseInt(process.versions.node, 10);
    // Compiled here the first time on a machine (python3, make, g++: npm test's pretest step checks
    // them), then unpacked from the binding kept in PREBUILDS.
    const why = `npm install on Node ${process.versions.node} (prebuilt bindings: ${PREBUILDS}); its output ends:\n${log.split('\n').slice(-15).join('\n')}`;
    if (scripts && betterSqlite3Majors().includes(major)) expect(['compiled', 'prebuilt'], why).toContain(binding);
    else expect(binding, why).toBe('none');
  });

  it('`forbear score` on the shipped samples prints what the repository prints', async () => {
    const args = ['score', '--no-store', '--cases', join(pkg, 'samples/corpus.yaml'), join(pkg, 'samples/spans')];
    const fromPackage = spawnSync(bin, args, { cwd: dir, encoding: 'utf8', env: userEnv });
    expect(fromPackage.stderr).toBe('');
    expect(fromPackage.status).toBe(0);
    expect(fromPackage.stdout).toMatch(/abstain pass rate\s+\d+\.\d %/);
    const fromRepo = await runCli(['score', '--no-store', '--cases', join(REPO_ROOT, 'samples/corpus.yaml'), join(REPO_ROOT, 'samples/spans')]);
    // The same report, apart from the input paths it names.
    const neutral = (s: string, root: string): string => s.split(root).join('<root>/');
    expect(neutral(fromPackage.stdout, `${pkg}/`)).toBe(neutral(fromRepo.stdout, REPO_ROOT));
  }, 60_000);

  it('`score --store` records a run and `runs list` reads it, through the SQLite driver this install gets', () => {
    const store = join(dir, 'runs', 'forbear.db');
    const score = spawnSync(bin, ['score', '--quiet', '--verbose', '--store', store, '--label', 'from=tarball', '--cases', join(pkg, 'samples/corpus.yaml'), join(pkg, 'samples/spans')], { cwd: dir, encoding: 'utf8', env: userEnv });
    const { driver, passedOver } = expectedDriverLine(scripts);
    const line = score.stderr.split('\n')[0] ?? '';
    expect(line).toMatch(new RegExp(`^forbear: run store ${store}: SQLite via ${driver}(\\s|$)`));
    if (passedOver === undefined) expect(line).not.toContain('passed over');
    else expect(line).toMatch(passedOver);
    expect(score.status).toBe(0);
    const list = spawnSync(bin, ['runs', 'list', '--format', 'json', '--store', store], { cwd: dir, encoding: 'utf8', env: userEnv });
    expect(list.stderr).toBe('');
    expect(list.status).toBe(0);
    const runs = (JSON.parse(list.stdout) as { runs: { labels: Record<string, string>; results: number }[] }).runs;
    expect(runs.map((r) => r.labels.from)).toEqual(['tarball']);
    expect(runs[0]!.results).toBeGreaterThan(0);
  }, 60_000);

  it('`serve` opens its span store with that driver, takes a sample export and stops cleanly', async () => {
    const dataDir = join(dir, 'serve-data');
    const child = spawn(bin, ['serve', '--cases', join(pkg, 'samples/corpus.yaml'), '--data-dir', dataDir, '--http', '127.0.0.1:0', '--grpc', '127.0.0.1:0'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: userEnv });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('forbear: ready') && resolve());
      void exited.then((code) => reject(new Error(`forbear serve exited (${code}) before it was ready:\n${out}`)));
    });
    expect(out).toContain(`forbear: span store ${join(dataDir, 'forbear.sqlite')}: SQLite via ${expectedDriverLine(scripts).driver}`);
    const http = /OTLP\/HTTP listening on http:\/\/(\S+)\/v1\/traces/.exec(out)?.[1];
    const body = readFileSync(join(pkg, 'samples/spans/run-1.jsonl'), 'utf8').split('\n')[0]!;
    const res = await fetch(`http://${http}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('forbear: stopped');
  }, 60_000);
});
