import { loadCorpus } from '../../src/corpus/load.js';
import type { LoadedCorpus } from '../../src/corpus/load.js';
import type { TurnResult } from '../../src/model/result.js';
import { runScore } from '../../src/pipeline.js';
import { ResultLog } from '../../src/report/result-log.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { die, parseArgs } from '../common.js';

/**
 * A large run for the report and store benchmarks: the samples scored once, their results
 * repeated as further attempts until there are `--results N` (default 20,000).
 */
export async function largeRun(argv: string[]): Promise<{ wanted: number; corpus: LoadedCorpus; base: ScoreReport; results: ResultLog }> {
  const args = parseArgs(argv);
  const wanted = Number(args.flags.get('results') ?? 20_000);
  if (!Number.isInteger(wanted) || wanted < 1) die('--results: expected a positive integer');
  const root = new URL('../../../', import.meta.url);
  const corpus = await loadCorpus(new URL('samples/corpus.yaml', root).pathname);
  const base = await runScore({ corpus, inputs: [new URL('samples/spans', root).pathname] });
  const templates = [...base.results];
  const results = new ResultLog();
  for (let i = 0; i < wanted; i++) {
    const t = templates[i % templates.length]!;
    const r: TurnResult = { ...t, trace_id: i.toString(16).padStart(32, '0'), attempt: Math.floor(i / templates.length) + 1, run_id: 'bench-run' };
    results.push(r);
  }
  return { wanted, corpus, base, results };
}
