import { Command, Option } from 'commander';
import { loadCorpus } from '../corpus/load.js';
import { SPLIT_SELECTIONS } from '../corpus/split.js';
import type { SplitSelection } from '../corpus/split.js';
import { findingLines } from './finding-lines.js';
import { runScore } from '../pipeline.js';
import { RENDERERS } from '../report/renderers.js';
import type { Renderer } from '../report/renderers.js';
import type { ScoreReport } from '../report/score-report.js';
import { EXIT_BAD_INPUT, EXIT_GATE_BREACHED, EXIT_OK, UsageError } from './exit-code.js';
import { parseDuration, parsePositiveInt, parseRate } from './option-parsers.js';
import { collectSessionKey } from './session-key-option.js';
import { addJudgeOptions, judgeFromFlags } from './judge-options.js';
import type { JudgeFlags } from './judge-options.js';
import { progressLine } from './progress-line.js';
import { emit, openOutputFile } from './output.js';
import { judgeWarning } from './judge-warning.js';
import { baselineOption, labelOption, loadBaseline, noStoreOption, openStoreFor, recordAndCompare, rejectStoreConflict, storeOption } from './store-options.js';
import type { StoreFlags } from './store-options.js';
import { noReadableSpan } from './no-readable-span.js';
import { scoreWorkers, workersOption } from './workers-option.js';
import { boundHeapGrowth } from '../workers/heap-growth.js';

interface ScoreFlags extends JudgeFlags, StoreFlags {
  requireOnPoint?: boolean;
  cases: string;
  format: string;
  output?: string;
  strict?: boolean;
  quiet?: boolean;
  maxForcedActionRate?: number;
  minAbstainPassRate?: number;
  maxFalseAskRate?: number;
  turnIdle: number;
  turnMaxWait: number;
  maxOpenTurns: number;
  sessionKey?: string[];
  split: SplitSelection;
  workers?: number;
  verbose?: boolean;
}

export function scoreCommand(setExit: (code: number) => void): Command {
  return addJudgeOptions(new Command('score')
    .description('score exported OTLP span files against a case corpus')
    .argument('[inputs...]', 'span files (OTLP/JSON .json, .jsonl; length-prefixed protobuf .pb; each optionally .gz or .zst), directories, or - for stdin (the default when stdin is piped)')
    .requiredOption('--cases <corpus>', 'the case corpus (YAML or JSON)')
    .addOption(new Option('--format <format>', 'report format').choices(Object.keys(RENDERERS)).default('text'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('--strict', 'a malformed line or rejected span is fatal (exit 2)')
    .option('-q, --quiet', 'do not list skipped lines and rejected spans on stderr')
    .addOption(storeOption())
    .addOption(noStoreOption())
    .addOption(labelOption())
    .addOption(baselineOption())
    .option('--verbose', 'say on stderr which SQLite driver records the run')
    .option('--max-forced-action-rate <rate>', 'gate: exit 1 if the forced-action rate is above this', parseRate('--max-forced-action-rate'))
    .option('--min-abstain-pass-rate <rate>', 'gate: exit 1 if the abstain pass rate is below this', parseRate('--min-abstain-pass-rate'))
    .option('--max-false-ask-rate <rate>', 'gate: exit 1 if the false-ask rate is above this', parseRate('--max-false-ask-rate'))
    .addOption(new Option('--turn-idle <duration>', 'span time with no new span after which a rooted trace is complete')
      .argParser(parseDuration('--turn-idle')).default(60_000, '60s'))
    .addOption(new Option('--turn-max-wait <duration>', 'span time after its first span at which any trace is complete')
      .argParser(parseDuration('--turn-max-wait')).default(300_000, '5m'))
    .addOption(new Option('--max-open-turns <n>', 'open traces held before the oldest is completed early')
      .argParser(parsePositiveInt('--max-open-turns')).default(10_000))
    .option('--session-key <key>', 'attribute naming a session, tried in the order given (repeatable; replaces the default list)', collectSessionKey)
    .option('--require-on-point', "an abstain reply whose question misses the case's expected_question/reason fails (implicit abstention)")
    .addOption(new Option('--split <split>', 'score only the dev or the held-out cases').choices(SPLIT_SELECTIONS).default('all'))
    .addOption(workersOption('default: 0')))
    .action(async (given: string[], flags: ScoreFlags) => {
      const inputs = given.length > 0 ? given : defaultInputs();
      rejectStoreConflict();
      const corpus = await loadCorpus(flags.cases);
      if (flags.split !== 'all' && !corpus.corpus.cases.some((c) => c.split === flags.split)) throw new UsageError(`--split ${flags.split}: ${flags.cases} has no ${flags.split} cases, so nothing would be scored`);
      // Unreviewed mined candidates have no forbidden tools yet: their abstain "passes" mean nothing.
      const unreviewed = corpus.corpus.cases.filter((c) => c.needs_review).length;
      if (unreviewed > 0) process.stderr.write(`forbear: warning: ${unreviewed} case(s) still marked needs_review; run forbear cases lint ${flags.cases}\n`);
      const outcome = { requireOnPoint: flags.requireOnPoint ?? false };
      const refine = await judgeFromFlags(flags, corpus, outcome);
      // Open the output first: a typo in --output must not cost a long run its report.
      const out = openOutputFile(flags.output);
      const store = await openStoreFor(flags);
      if (flags.verbose && store !== undefined) process.stderr.write((await import('./driver-line.js')).driverLine(`run store ${store.path}`));
      const baseline = await loadBaseline(flags, store);
      // On a terminal the progress line is cleared first, so a finding gets a line of its own.
      const findings = findingLines({ quiet: flags.quiet ?? false, clearLine: process.stderr.isTTY && !flags.quiet });
      const workers = scoreWorkers(flags.workers);
      // Peak RSS follows V8's headroom over live data, not the input's size: this process scores one
      // input, so its heaps are kept near their live data (heap-growth.ts; a process-wide V8 flag,
      // set here rather than in runScore, which a library user may call inside a larger program).
      boundHeapGrowth(refine === undefined ? workers : 0);
      const report = await runScore({
        corpus,
        inputs,
        strict: flags.strict ?? false,
        split: flags.split,
        onFinding: findings.onFinding,
        policy: { turnIdleMs: flags.turnIdle, turnMaxWaitMs: flags.turnMaxWait, maxOpenTraces: flags.maxOpenTurns },
        ...(flags.sessionKey ? { sessionKeys: flags.sessionKey } : {}),
        outcome,
        ...(refine ? { refine } : {}),
        gates: { maxForcedActionRate: flags.maxForcedActionRate, minAbstainPassRate: flags.minAbstainPassRate, maxFalseAskRate: flags.maxFalseAskRate },
        onProgress: progressLine(flags.quiet ?? false),
        workers,
      });
      try {
        await recordAndCompare(report, corpus, flags, store, baseline);
      } finally {
        store?.close();
      }
      findings.finish();
      // Nothing to score is bad input (README: "a file with no readable span"), not an empty success.
      const noSpan = report.input.spans === 0;
      if (noSpan) process.stderr.write(`forbear: ${noReadableSpan(report.input)}\n`);
      // The exit code is settled before the report is written: `forbear score … | head` stops
      // when head does, and must still exit 1 for a breached gate.
      const judged = judgeWarning(report.judge);
      // Bad input outranks a gate: a gate over incomplete input proves nothing either way.
      if (report.input.errors > 0 || judged?.badInput || noSpan) setExit(EXIT_BAD_INPUT);
      else setExit(report.gates.some((g) => !g.passed) ? EXIT_GATE_BREACHED : EXIT_OK);
      writeReport(report, RENDERERS[flags.format]!, out);
      report.results.close();
      for (const g of report.gates) if (!g.passed) process.stderr.write(`forbear: gate breached: ${g.message}\n`);
      if (judged) process.stderr.write(`${judged.line}\n`);
    });
}

function writeReport(report: ScoreReport, render: Renderer, fd: number | undefined): void {
  emit(fd, (write, writeBytes) => render(report, write, writeBytes));
}

/** Like jq or grep: with no inputs named, read a pipe; on a terminal, say what is missing. */
function defaultInputs(): string[] {
  if (process.stdin.isTTY) throw new UsageError('no input: name span files or directories, or pipe spans in (- reads stdin)');
  return ['-'];
}
