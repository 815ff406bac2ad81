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

/** Which recorded run to read: the folder (default the shared taubench-airline) and the run name. */
export interface TauSource {
  dir?: string;
  /** `gpt-4o-airline`: the prefix convert.mjs gave the run's files. */
  run?: string;
  /** The corpus whose cases are rebuilt (default `corpus.yaml` in the folder). */
  corpus?: string;
}

export type TauFiles = { dir: string; trajectories: string; corpus: string; truth: string; single: string; perRequest: string; gated: string };

/** The run's files as convert.mjs names them (a span file may be gzipped or not). */
export function taubenchFiles(scriptUrl: string = import.meta.url, src: TauSource = {}): TauFiles {
  const dir = resolve(src.dir ?? join(sharedDir(scriptUrl), 'data', 'taubench-airline'));
  const run = src.run ?? 'gpt-4o-airline';
  const either = (name: string): string => (existsSync(join(dir, name)) || !existsSync(join(dir, `${name}.gz`)) ? join(dir, name) : join(dir, `${name}.gz`));
  return {
    dir,
    trajectories: existsSync(join(dir, `${run}.trajectories.json`)) ? join(dir, `${run}.trajectories.json`) : join(dir, `${run}.trajectories.json.gz`),
    corpus: resolve(src.corpus ?? join(dir, 'corpus.yaml')),
    truth: join(dir, `truth-${run}.json`),
    single: either(`spans-${run}.jsonl`),
    perRequest: either(`multiturn-spans-${run}.jsonl`),
    gated: either(`probe-gated-spans-${run}.jsonl`),
  };
}

/** Why the tau-bench data cannot be read here, or undefined when it can. */
export function taubenchMissing(scriptUrl: string = import.meta.url, src: TauSource = {}): string | undefined {
  const files = taubenchFiles(scriptUrl, src);
  const absent = [files.trajectories, files.corpus, files.truth, files.single].filter((f) => !existsSync(f));
  if (absent.length === 0) return undefined;
  return `tau-bench data not found: ${absent.join(', ')} (set FORBEAR_SHARED to the shared folder; expected at ${sharedDir(scriptUrl)})`;
}

/** `--dir`, `--run` and `--corpus` as given; exits 2 naming what is missing when the data is absent. */
export function tauSourceOrExit(flags: ReadonlyMap<string, string>, scriptUrl: string): TauSource {
  const src: TauSource = {};
  for (const key of ['dir', 'run', 'corpus'] as const) {
    const v = flags.get(key);
    if (v !== undefined) src[key] = v;
  }
  const missing = taubenchMissing(scriptUrl, src);
  if (missing !== undefined) {
    console.error(missing);
    process.exit(2);
  }
  return src;
}
