import { Option } from 'commander';
import type { LoadedCorpus } from '../corpus/load.js';
import type { ScoreReport } from '../report/score-report.js';
import { DEFAULT_STORE_PATH } from '../store/default-store-path.js';
import type { RunStore, StoredRun } from '../store/run-store.js';
import { StoreError } from '../store/store-error.js';
import { UsageError } from './exit-code.js';

export interface StoreFlags {
  /** A path, or false with --no-store. */
  store: string | false;
  label: Record<string, string>;
  baseline?: string;
}

/** How many recent runs the HTML report's trend shows. */
const HISTORY_SHOWN = 30;

/** `--label model=gpt-x` (repeatable) → { model: 'gpt-x' }. */
export function collectLabel(value: string, previous: Record<string, string>): Record<string, string> {
  const at = value.indexOf('=');
  const key = at < 0 ? '' : value.slice(0, at).trim();
  if (key === '') throw new UsageError(`--label: expected key=value, got "${value}"`);
  return { ...previous, [key]: value.slice(at + 1) };
}

/** The store options of `forbear score`, one Option each so the command adds them line by line. */
export const storeOption = (): Option => new Option('--store <path>', 'record the run in this SQLite run store').env('FORBEAR_STORE').default(DEFAULT_STORE_PATH);
export const noStoreOption = (): Option => new Option('--no-store', 'do not record the run');
export const labelOption = (): Option => new Option('--label <key=value>', 'a label recorded with the run (model, prompt version, git sha); repeatable')
  .argParser(collectLabel).default({}, 'none');
export const baselineOption = (): Option => new Option('--baseline <run>', 'compare with this stored run (an id, latest or previous) in the report');

/**
 * `--store X --no-store` contradict each other, and commander keeps whichever came last under the
 * one `store` key; say so rather than silently skip (or make) a recording. FORBEAR_STORE with
 * --no-store is fine: the flag overrides the environment.
 */
export function rejectStoreConflict(argv: readonly string[] = process.argv): void {
  const named = argv.some((a) => a === '--store' || a.startsWith('--store='));
  if (named && argv.includes('--no-store')) throw new UsageError('--store and --no-store contradict each other: give one');
}

/**
 * The store to record into, opened before the run so an unusable --store costs nothing. The store
 * (and SQLite) is loaded only when a run is recorded or compared: `--no-store` never pays for it.
 */
export async function openStoreFor(flags: StoreFlags): Promise<RunStore | undefined> {
  if (flags.store === false) return undefined;
  const { RunStore } = await import('../store/run-store.js');
  try {
    return RunStore.open(flags.store, { create: true });
  } catch (err) {
    throw new UsageError(`--store ${(err as Error).message} (--no-store skips recording)`);
  }
}

/**
 * Resolves --baseline before the run (so a wrong id costs nothing, and `latest` means the run
 * before this one).
 */
export async function loadBaseline(flags: StoreFlags, store: RunStore | undefined): Promise<StoredRun | undefined> {
  if (flags.baseline === undefined) return undefined;
  const { RunStore } = await import('../store/run-store.js');
  let reader = store;
  try {
    reader ??= RunStore.open(flags.store === false ? DEFAULT_STORE_PATH : flags.store, { create: false });
    return reader.load(flags.baseline);
  } catch (err) {
    if (err instanceof StoreError) throw new UsageError(`--baseline: ${err.message}`);
    throw err;
  } finally {
    if (reader !== store) reader?.close();
  }
}

/** Records the run and hangs the run id, the recent history and the baseline diff on the report. */
export async function recordAndCompare(report: ScoreReport, corpus: LoadedCorpus, flags: StoreFlags, store: RunStore | undefined, baseline: StoredRun | undefined): Promise<void> {
  const cases = corpus.corpus.cases;
  if (store !== undefined) {
    report.run = store.record(report, { cases, labels: flags.label });
    report.history = store.list(HISTORY_SHOWN);
  }
  if (baseline !== undefined) {
    const [{ diffRuns }, { caseContentHash }] = await Promise.all([import('../report/run-diff.js'), import('../store/run-store.js')]);
    const run = report.run ?? { run_id: '(this run, not recorded)', recorded_at: new Date().toISOString(), labels: flags.label };
    const current = { report: { ...report, run }, cases: cases.map((c) => ({ case_id: c.id, kind: c.kind, scenario: c.scenario, content_sha256: caseContentHash(c) })) };
    report.baseline_diff = diffRuns(baseline, current);
  }
}
