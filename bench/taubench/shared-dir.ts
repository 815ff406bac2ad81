import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared data folder, read in place (never copied into the repo): `$FORBEAR_SHARED`, else
 * `../shared` beside the checkout, as a CI clone finds it.
 */
export function sharedDir(scriptUrl: string = import.meta.url): string {
  const env = process.env.FORBEAR_SHARED;
  if (env !== undefined && env !== '') return resolve(env);
  return resolve(repoRoot(scriptUrl), '../shared');
}

/** The nearest ancestor of this file with a package.json (works from bench/ and dist/bench/). */
export function repoRoot(scriptUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(scriptUrl));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

/** The tau-bench airline folder and its files. */
export function taubenchFiles(scriptUrl: string = import.meta.url): {
  dir: string; trajectories: string; corpus: string; truth: string; single: string; perRequest: string; gated: string;
} {
  const dir = join(sharedDir(scriptUrl), 'data', 'taubench-airline');
  return {
    dir,
    trajectories: join(dir, 'gpt-4o-airline.trajectories.json.gz'),
    corpus: join(dir, 'corpus.yaml'),
    truth: join(dir, 'truth-gpt-4o-airline.json'),
    single: join(dir, 'spans-gpt-4o-airline.jsonl.gz'),
    perRequest: join(dir, 'multiturn-spans-gpt-4o-airline.jsonl.gz'),
    gated: join(dir, 'probe-gated-spans-gpt-4o-airline.jsonl.gz'),
  };
}

/** Why the tau-bench data cannot be read here, or undefined when it can. */
export function taubenchMissing(scriptUrl: string = import.meta.url): string | undefined {
  const files = taubenchFiles(scriptUrl);
  const absent = [files.trajectories, files.corpus, files.truth, files.single].filter((f) => !existsSync(f));
  if (absent.length === 0) return undefined;
  return `tau-bench data not found: ${absent.join(', ')} (set FORBEAR_SHARED to the shared folder; expected at ${sharedDir(scriptUrl)})`;
}
