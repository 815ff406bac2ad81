import { Command, Option } from 'commander';
import { FORMATS } from '../report/renderers.js';
import { diffRuns } from '../report/run-diff.js';
import { DEFAULT_STORE_PATH, RunStore } from '../store/run-store.js';
import { EXIT_OK } from './exit-code.js';
import { driverLine } from './driver-line.js';
import { parsePositiveInt } from './option-parsers.js';
import { emit, openOutputFile } from './output.js';

/** How many runs up to the one shown make its trend. */
const HISTORY_SHOWN = 30;

interface ViewFlags {
  store: string;
  format: string;
  output?: string;
  last?: number;
  verbose?: boolean;
}

/** --store, --format and --output, shared by every command that reads the run store. */
export function addViewOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--store <path>', 'the SQLite run store').env('FORBEAR_STORE').default(DEFAULT_STORE_PATH))
    .addOption(new Option('--format <format>', 'output format').choices(Object.keys(FORMATS)).default('text'))
    .option('-o, --output <file>', 'write to a file instead of stdout')
    .option('--verbose', 'say on stderr which SQLite driver opened the store');
}

/** Opens the store read-side, runs `fn`, closes it. */
export function withStore<T>(path: string, fn: (store: RunStore) => T, verbose = false): T {
  const store = RunStore.open(path, { create: false });
  if (verbose) process.stderr.write(driverLine(`run store ${path}`));
  try {
    return fn(store);
  } finally {
    store.close();
  }
}

/** `forbear runs list|show|diff`: the recorded runs. */
export function runsCommand(setExit: (code: number) => void): Command {
  const runs = new Command('runs').description('the runs recorded by forbear score in the run store');
  runs.addCommand(trendCommand('list', 'list recorded runs, oldest first', setExit).exitOverride());
  runs.addCommand(addViewOptions(new Command('show').description('the report of one recorded run'))
    .argument('<run>', 'a run id, or latest / previous')
    .action((ref: string, flags: ViewFlags) => {
      const out = openOutputFile(flags.output);
      withStore(flags.store, (store) => {
        const { report } = store.load(ref);
        // The trend up to this run, as score showed it when the run was recorded.
        const all = store.list();
        const upTo = all.findIndex((r) => r.run_id === report.run.run_id);
        report.history = all.slice(Math.max(0, upTo + 1 - HISTORY_SHOWN), upTo + 1);
        emit(out, (write) => FORMATS[flags.format]!.score(report, write));
        report.results.close();
      }, flags.verbose);
      setExit(EXIT_OK);
    }).exitOverride());
  runs.addCommand(addViewOptions(new Command('diff').description('what regressed, was fixed or is flaky between two runs, with McNemar\'s exact test'))
    .argument('<base>', 'the base run (an id, latest or previous)')
    .argument('<new>', 'the run to compare with it')
    .action((base: string, next: string, flags: ViewFlags) => {
      const out = openOutputFile(flags.output);
      const diff = withStore(flags.store, (store) => diffRuns(store.load(base), store.load(next)), flags.verbose);
      for (const w of diff.warnings) process.stderr.write(`forbear: warning: ${w}\n`);
      emit(out, (write) => FORMATS[flags.format]!.diff(diff, write));
      setExit(EXIT_OK);
    }).exitOverride());
  return runs;
}

/** `forbear report`: the trend of the three numbers across the recorded runs. */
export function reportCommand(setExit: (code: number) => void): Command {
  return trendCommand('report', 'the trend of the three numbers across recorded runs', setExit);
}

/** `runs list` and `report`: the recorded runs' trend (`--last n`), in the chosen format. */
function trendCommand(name: string, description: string, setExit: (code: number) => void): Command {
  return addViewOptions(new Command(name).description(description))
    .addOption(new Option('--last <n>', 'only the newest n runs').argParser(parsePositiveInt('--last')))
    .action((flags: ViewFlags) => {
      const out = openOutputFile(flags.output);
      const trend = withStore(flags.store, (store) => ({ store: flags.store, runs: store.list(flags.last) }), flags.verbose);
      emit(out, (write) => FORMATS[flags.format]!.trend(trend, write));
      setExit(EXIT_OK);
    });
}
