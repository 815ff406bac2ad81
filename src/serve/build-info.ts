import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORBEAR_VERSION } from '../version.js';

/** The labels of `forbear_build_info`: what is running, so a dashboard can mark an upgrade. */
export interface BuildInfo {
  version: string;
  revision: string;
  node_version: string;
}

/**
 * `FORBEAR_REVISION` when the packager sets it (an installed package has no `.git`); otherwise the
 * commit of the checkout forbear runs from; `unknown` when neither is there. Read once: the
 * revision of a running process does not change under it.
 */
export function readBuildInfo(env: NodeJS.ProcessEnv = process.env): BuildInfo {
  return { version: FORBEAR_VERSION, revision: env.FORBEAR_REVISION || checkoutRevision() || 'unknown', node_version: process.version };
}

/** src/serve/ under vitest, dist/src/serve/ when built: the checkout is two or three levels up. */
function checkoutRevision(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const up of ['../..', '../../..']) {
    const root = join(here, up);
    if (existsSync(join(root, 'package.json')) && existsSync(join(root, '.git'))) return gitHead(join(root, '.git'));
  }
  return undefined;
}

/** HEAD of a checkout, read from files (no `git` on the path is needed): worktrees and packed refs included. */
export function gitHead(dotGit: string): string | undefined {
  try {
    let gitDir = dotGit;
    const raw = readFileSync(dotGit, { encoding: 'utf8', flag: 'r' });
    // A worktree's `.git` is a file: `gitdir: <path>`.
    const m = /^gitdir: (.+)$/m.exec(raw);
    if (m) gitDir = isAbsolute(m[1]!) ? m[1]! : join(dirname(dotGit), m[1]!);
    return resolveHead(gitDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EISDIR') return resolveHead(dotGit);
    return undefined;
  }
}

function resolveHead(gitDir: string): string | undefined {
  const head = readText(join(gitDir, 'HEAD'));
  if (head === undefined) return undefined;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (ref === undefined) return /^[0-9a-f]{40,64}$/.test(head) ? head : undefined;
  // Branch refs of a worktree live in the main repository's directory (`commondir`).
  const common = readText(join(gitDir, 'commondir'));
  const commonDir = common === undefined ? gitDir : isAbsolute(common) ? common : join(gitDir, common);
  for (const dir of [gitDir, commonDir]) {
    const sha = readText(join(dir, ref));
    if (sha !== undefined && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  const packed = readText(join(commonDir, 'packed-refs')) ?? '';
  for (const line of packed.split('\n')) {
    const [sha, name] = line.split(' ');
    if (name === ref && sha !== undefined && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  return undefined;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}
