import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * Packing the repository and installing the tarball as a user would (issue 17), for
 * pack-install.test.ts: once with install scripts off, once normally, on whichever Node runs the
 * test (scripts/node-matrix.sh runs it on Node 20, 22, 24 and 26).
 */

/** npm and every `node` it starts (install scripts, node-gyp) are the Node running this test. */
export function nodeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // npm's update check, funding and audit notes would only add noise (and network) to the output.
  return { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', ...extra };
}

export function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = nodeEnv()): string {
  return execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

/** `npm pack` on a clean copy of the repository (prepack builds); the tarball lands in `work`. */
export function packRepo(work: string): { tarball: string; files: string[] } {
  const clone = join(work, 'clone');
  // The files git knows (tracked or new, not ignored), so nothing stale in dist/ and nothing this
  // worktree happens to have built can reach the tarball.
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
  const tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz')) ?? 'missing.tgz');
  const packed = run('tar', ['-tzf', tarball], work).split('\n').filter(Boolean).map((p) => p.replace(/^package\//, ''));
  return { tarball, files: packed };
}

/** Where compiled better-sqlite3 bindings are kept between runs on one machine, one per Node ABI. */
export const PREBUILDS = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'forbear', 'better-sqlite3-prebuilds');

/** How the installed better-sqlite3 got its binding, when it has one. */
export type Binding = 'none' | 'compiled' | 'prebuilt';

/**
 * Installs the tarball into an empty folder `dir`. With `scripts`, a normal install: better-sqlite3's
 * `prebuild-install || node-gyp rebuild` runs. GitHub (its prebuilt downloads) is out of reach here,
 * so prebuild-install first looks in PREBUILDS (its documented local-prebuilds folder); when there is
 * none for this Node's ABI, node-gyp compiles against this Node's own headers (a Node tarball, and the
 * node-linux-* packages, ship them in include/node) and the binding is saved there, so each Node
 * compiles once per machine and later installs take the prebuilt path users with network get.
 */
export function installTarball(tarball: string, dir: string, scripts: boolean): { binding: Binding; log: string } {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const args = ['install', tarball, '--prefer-offline', '--no-package-lock'];
  if (!scripts) {
    run('npm', [...args, '--ignore-scripts'], dir);
    return { binding: bindingOf(dir), log: '' };
  }
  const headers = resolve(process.execPath, '../..');
  if (!existsSync(join(headers, 'include/node/common.gypi'))) throw new Error(`no Node headers at ${headers}/include/node: node-gyp would download them, and nodejs.org is out of reach`);
  const env = nodeEnv({ npm_config_nodedir: headers, npm_config_better_sqlite3_local_prebuilds: PREBUILDS });
  // Both streams: an optional dependency whose build failed leaves the install successful, and
  // the compiler's complaint on stderr is what the failing assertion should show.
  const res = spawnSync('npm', [...args, '--foreground-scripts'], { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const log = `${res.stdout}${res.stderr}`;
  if (res.status !== 0) throw new Error(`npm install ${tarball} exited ${res.status ?? res.signal}:\n${log.split('\n').slice(-20).join('\n')}`);
  const binding = bindingOf(dir);
  if (binding === 'compiled') savePrebuild(dir);
  return { binding, log };
}

function bindingOf(dir: string): Binding {
  const release = join(dir, 'node_modules/better-sqlite3/build/Release');
  if (!existsSync(join(release, 'better_sqlite3.node'))) return 'none';
  // A prebuilt tarball holds the binding alone; node-gyp leaves its object files beside it.
  return existsSync(join(release, 'obj.target')) ? 'compiled' : 'prebuilt';
}

/** The binding as prebuild-install's tarball for this Node (name as its URL template makes it). */
function savePrebuild(dir: string): void {
  const pkg = JSON.parse(readFileSync(join(dir, 'node_modules/better-sqlite3/package.json'), 'utf8')) as { version: string };
  const name = `better-sqlite3-v${pkg.version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  mkdirSync(PREBUILDS, { recursive: true });
  const tmp = join(PREBUILDS, `.${name}.${process.pid}.tmp`);
  run('tar', ['-czf', tmp, 'build/Release/better_sqlite3.node'], join(dir, 'node_modules/better-sqlite3'));
  renameSync(tmp, join(PREBUILDS, name)); // atomic: a concurrent install sees all of it or none
}

/** The Node majors better-sqlite3's `engines` allows ("20.x || 22.x || …"), from the repo's install of the same pinned version. */
export function betterSqlite3Majors(): number[] {
  const pinned = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { optionalDependencies: Record<string, string> }).optionalDependencies['better-sqlite3'];
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/better-sqlite3/package.json'), 'utf8')) as { version: string; engines: { node: string } };
  if (pkg.version !== pinned) throw new Error(`node_modules/better-sqlite3 is ${pkg.version}, package.json pins ${pinned}: run npm ci`);
  const ranges = pkg.engines.node.split('||').map((r) => r.trim());
  if (!ranges.every((r) => /^\d+\.x$/.test(r))) throw new Error(`better-sqlite3's engines "${pkg.engines.node}" is not a list of N.x ranges: read it by hand`);
  return ranges.map((r) => Number.parseInt(r, 10));
}
