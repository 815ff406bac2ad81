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
import { repoRoot, taubenchFiles, tauSourceOrExit } from './shared-dir.js';
import { buildTauCorpus, readTrajectories } from './tau-corpus.js';

const args = parseArgs(process.argv.slice(2), ['session-scope']);
const src = tauSourceOrExit(args.flags, import.meta.url);
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
