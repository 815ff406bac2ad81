import { readFileSync } from 'node:fs';
import { parseCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import { agreement } from './agreement.js';
import type { Agreement, AgreementOptions, TauAttempt } from './agreement.js';
import { taubenchFiles } from './shared-dir.js';
import type { TauFiles } from './shared-dir.js';
import { buildTauCorpus, readTrajectories } from './tau-corpus.js';
import type { TauCorpusOptions } from './tau-corpus.js';

/** Scores one span file with one corpus variant and joins the results with tau's attempts. */
export async function evaluateFile(spans: string, opts: TauCorpusOptions, files: TauFiles = taubenchFiles(import.meta.url), how: AgreementOptions = {}): Promise<Agreement> {
  const text = buildTauCorpus(readFileSync(files.corpus, 'utf8'), readTrajectories(files.trajectories), opts);
  const corpus = parseCorpus(text, `tau-corpus-${opts.variant ?? 'calls'}${opts.sessionScope === true ? '-session' : ''}.yaml`);
  const report = await runScore({ corpus, inputs: [spans] });
  const truth = (JSON.parse(readFileSync(files.truth, 'utf8')) as { attempts: TauAttempt[] }).attempts;
  return agreement(report.results, truth, how);
}

