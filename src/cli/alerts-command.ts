import { Command, Option } from 'commander';
import { loadCorpus } from '../corpus/load.js';
import { SPLIT_SELECTIONS } from '../corpus/split.js';
import type { SplitSelection } from '../corpus/split.js';
import { findingLines } from './finding-lines.js';
import { describeRule } from '../alerts/describe-rule.js';
import { sinkEnvironmentProblems } from '../alerts/sinks/header-env.js';
import { renderReplayJson, renderReplayText } from '../alerts/render-replay.js';
import { forTerminal } from '../util/terminal-text.js';
import { runReplay } from '../alerts/replay.js';
import { boundHeapGrowth } from '../workers/heap-growth.js';
import { RulesFileError, loadAlertRules } from '../alerts/rules-file.js';
import type { AlertRules } from '../alerts/rules-file.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from './exit-code.js';
import { parseDuration } from './option-parsers.js';
import { collectSessionKey } from './session-key-option.js';
import { emit, openOutputFile } from './output.js';
import { noReadableSpan } from './no-readable-span.js';

interface ReplayFlags {
  rules: string;
  cases: string;
  format: 'text' | 'json';
  output?: string;
  strict?: boolean;
  quiet?: boolean;
  turnIdle: number;
  turnMaxWait: number;
  sessionKey?: string[];
  split: SplitSelection;
}

/** `forbear alerts replay|check`: tune alert rules on recorded spans before they go live. */
export function alertsCommand(setExit: (code: number) => void): Command {
  const cmd = new Command('alerts').description('alert rules: replay them over recorded spans, or check a rules file');
  cmd.addCommand(new Command('replay').exitOverride()
    .description('run alert rules over span files in span-time order and print when each alert would have fired, escalated, gone silent and resolved (nothing is sent)')
    .argument('[inputs...]', 'span files or directories, as for score, or - for stdin')
    .requiredOption('--rules <file>', 'the alert rules file (YAML)')
    .requiredOption('--cases <corpus>', 'the case corpus (YAML or JSON)')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('-o, --output <file>', 'write to a file instead of stdout')
    .option('--strict', 'a malformed line or rejected span is fatal (exit 2)')
    .option('-q, --quiet', 'do not list skipped lines and rejected spans on stderr')
    .addOption(new Option('--turn-idle <duration>', 'span time with no new span after which a rooted trace is complete')
      .argParser(parseDuration('--turn-idle')).default(60_000, '60s'))
    .addOption(new Option('--turn-max-wait <duration>', 'span time after its first span at which any trace is complete')
      .argParser(parseDuration('--turn-max-wait')).default(300_000, '5m'))
    .option('--session-key <key>', 'attribute naming a session, tried in the order given (repeatable)', collectSessionKey)
    .addOption(new Option('--split <split>', 'replay only the dev or the held-out cases').choices(SPLIT_SELECTIONS).default('all'))
    .action(async (given: string[], flags: ReplayFlags) => {
      const { rules } = readRules(flags.rules);
      const inputs = given.length > 0 ? given : noInputs();
      const corpus = await loadCorpus(flags.cases);
      const out = openOutputFile(flags.output);
      const { onFinding, finish } = findingLines({ quiet: flags.quiet ?? false });
      boundHeapGrowth(0); // one input, scored in this process, as `forbear score --workers 0` (heap-growth.ts)
      const result = await runReplay({
        rules, corpus, inputs, strict: flags.strict ?? false, onFinding, split: flags.split,
        policy: { turnIdleMs: flags.turnIdle, turnMaxWaitMs: flags.turnMaxWait },
        ...(flags.sessionKey ? { sessionKeys: flags.sessionKey } : {}),
      });
      finish();
      const noSpan = result.input.spans === 0;
      if (noSpan) process.stderr.write(`forbear: ${noReadableSpan(result.input)}\n`);
      setExit(result.input.errors > 0 || noSpan ? EXIT_BAD_INPUT : EXIT_OK);
      emit(out, (write) => (flags.format === 'json' ? renderReplayJson : forTerminal(renderReplayText))(result, write));
    }));
  cmd.addCommand(new Command('check').exitOverride()
    .description('validate an alert rules file and print each rule in one line (exit 2 with every problem when invalid)')
    .requiredOption('--rules <file>', 'the alert rules file (YAML)')
    .action((flags: { rules: string }) => {
      const { rules, sinks } = readRules(flags.rules);
      // What `serve --alerts` would refuse at start, refused here too, in its words.
      const unset = sinkEnvironmentProblems(sinks, process.env);
      if (unset.length > 0) throw new UsageError(unset.map((p) => `--rules ${flags.rules}: ${p}`).join('\nforbear: '));
      for (const r of rules) process.stdout.write(`${describeRule(r)}\n`);
      const named = sinks.map((s) => (s.name === undefined ? s.type : `${s.name} (${s.type})`));
      process.stdout.write(`SUCCESS: ${rules.length} rule(s), ${sinks.length} sink(s)${named.length > 0 ? `: ${named.join(', ')}` : ''} in ${flags.rules}\n`);
      setExit(EXIT_OK);
    }));
  return cmd;
}

function readRules(path: string): AlertRules {
  try {
    return loadAlertRules(path);
  } catch (e) {
    if (!(e instanceof RulesFileError)) throw e;
    const n = e.problems.length;
    throw new UsageError(`${e.problems.join('\nforbear: ')}\nforbear: ${path}: the rules file is invalid (${n} problem${n === 1 ? '' : 's'})`);
  }
}

function noInputs(): never {
  throw new UsageError('no input: name the span files or directories to replay');
}
