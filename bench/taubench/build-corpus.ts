/**
 * Writes the tau-bench airline corpus with gold actions as `expected_calls`, read in place from
 * the shared data (never copied into the repo).
 *
 *   node dist/bench/taubench/build-corpus.js [--variant calls|tools] [--session-scope] [--out FILE]
 *                                            [--dir DIR] [--run NAME] [--corpus FILE]
 *
 * Default output: bench/data/taubench/corpus-<variant>[-session].yaml (gitignored).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from '../common.js';
import { repoRoot, taubenchFiles, taubenchMissing } from './shared-dir.js';
import type { TauSource } from './shared-dir.js';
import { buildTauCorpus, readTrajectories } from './tau-corpus.js';

const args = parseArgs(process.argv.slice(2), ['session-scope']);
const src: TauSource = {};
for (const key of ['dir', 'run', 'corpus'] as const) {
  const v = args.flags.get(key);
  if (v !== undefined) src[key] = v;
}
const missing = taubenchMissing(import.meta.url, src);
if (missing !== undefined) {
  console.error(missing);
  process.exit(2);
}
const variant = args.flags.get('variant') ?? 'calls';
if (variant !== 'calls' && variant !== 'tools') {
  console.error(`--variant: expected calls or tools, got "${variant}"`);
  process.exit(2);
}
const sessionScope = args.flags.has('session-scope');
const files = taubenchFiles(import.meta.url, src);
const text = buildTauCorpus(readFileSync(files.corpus, 'utf8'), readTrajectories(files.trajectories), { variant, sessionScope });
const out = resolve(args.flags.get('out') ?? join(repoRoot(import.meta.url), 'bench', 'data', 'taubench', `corpus-${variant}${sessionScope ? '-session' : ''}.yaml`));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, text);
console.log(out);
