import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './cli.js';

/**
 * The shared real data beside the repo (`../shared`, as in a CI clone), or `FORBEAR_SHARED`.
 * Never copied into the repo: tests read it in place and say plainly when it is absent.
 */
export const SHARED_ROOT = process.env.FORBEAR_SHARED ?? resolve(REPO_ROOT, '../shared');
export const TAU_DIR = join(SHARED_ROOT, 'data', 'taubench-airline');

/** The skip message naming the path, or undefined when the tau-bench data is there. */
export function tauMissing(): string | undefined {
  return existsSync(join(TAU_DIR, 'corpus.yaml')) ? undefined : `tau-bench airline data not found at ${TAU_DIR} (set FORBEAR_SHARED to the shared folder)`;
}

/** Traces recorded by agent frameworks' own instrumentation, with their expected readings and check.mjs. */
export const REAL_TRACES_DIR = join(SHARED_ROOT, 'data', 'real-traces');

/** The skip message naming the path, or undefined when the real framework traces are there. */
export function realTracesMissing(): string | undefined {
  return existsSync(join(REAL_TRACES_DIR, 'check.mjs')) ? undefined : `real framework traces not found at ${REAL_TRACES_DIR} (set FORBEAR_SHARED to the shared folder)`;
}
