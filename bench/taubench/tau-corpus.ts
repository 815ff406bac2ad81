/**
 * The tau-bench airline corpus with the gold actions as `expected_calls`. The shared corpus.yaml
 * (built by the data's own corpus.mjs) gives the cases and the tool catalog; the tasks' gold
 * actions, with their arguments, come from the recorded trajectories (each run embeds its task).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import YAML from 'yaml';

export interface TauAction { name: string; kwargs: Record<string, unknown> }
export interface TauTask { actions: TauAction[]; outputs: string[]; instruction: string; user_id: string }
export interface TauMessage { role: string; content?: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string; name?: string }
export interface TauRun { task_id: number; trial: number; reward: number; info: { task: TauTask }; traj: TauMessage[] }

export interface TauCorpusOptions {
  /** `calls` (default): gold write actions as expected_calls with no_other_writes; `tools`: the shared corpus as it is. */
  variant?: 'calls' | 'tools';
  /**
   * Add `scope: session` to every abstain case (the sessions work, issue 15 part A): a forbidden
   * call in a later turn of the run counts. Only abstain cases are held over a session there; act
   * cases are scored on their turn.
   */
  sessionScope?: boolean;
}

export function readTrajectories(path: string): TauRun[] {
  const bytes = readFileSync(path);
  return JSON.parse((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')) as TauRun[];
}

/** task id → its task, as the runs embed it. */
export function tasksOf(runs: readonly TauRun[]): Map<number, TauTask> {
  const tasks = new Map<number, TauTask>();
  for (const r of runs) if (!tasks.has(r.task_id)) tasks.set(r.task_id, r.info.task);
  return tasks;
}

interface CorpusDoc {
  tools: { name: string; effect: string }[];
  cases: Record<string, unknown>[];
}

/**
 * tau's reward is "the final database equals the gold one": every gold write with exactly its
 * arguments, as many times as gold makes it, and no other write that succeeded.
 */
export function buildTauCorpus(baseYaml: string, runs: readonly TauRun[], opts: TauCorpusOptions = {}): string {
  const doc = YAML.parse(baseYaml) as CorpusDoc;
  const writes = new Set(doc.tools.filter((t) => t.effect !== 'read').map((t) => t.name));
  const tasks = tasksOf(runs);
  const cases = doc.cases.map((c) => {
    const out: Record<string, unknown> = { ...c };
    if (opts.sessionScope === true && c.kind === 'abstain') out.scope = 'session';
    if ((opts.variant ?? 'calls') === 'tools' || c.kind !== 'act') return out;
    const task = tasks.get(Number(String(c.id).replace(/^\D+-/, '')));
    if (task === undefined) return out;
    delete out.expected_tools;
    out.expected_calls = expectedCalls(task.actions.filter((a) => writes.has(a.name)));
    out.no_other_writes = true;
    return out;
  });
  const header = `# Built by bench/taubench/build-corpus.ts from the shared tau-bench data (read in place); do not commit.\n`;
  return header + YAML.stringify({ ...doc, corpus: `${String((doc as { corpus?: unknown }).corpus ?? 'tau-bench')}-calls`, cases }, { lineWidth: 0, aliasDuplicateObjects: false });
}

/** One entry per distinct gold action, `count` = how many times gold makes it. */
function expectedCalls(actions: readonly TauAction[]): { tool: string; args: Record<string, unknown>; count: number }[] {
  const out: { tool: string; args: Record<string, unknown>; count: number; key: string }[] = [];
  for (const a of actions) {
    const key = JSON.stringify([a.name, a.kwargs]);
    const seen = out.find((e) => e.key === key);
    if (seen !== undefined) seen.count++;
    else out.push({ tool: a.name, args: statedArgs(a.kwargs), count: 1, key });
  }
  return out.map(({ key: _key, ...e }) => e);
}

/**
 * The gold arguments as constraints. tau's flight tools rebuild each segment from its
 * `flight_number` and `date` (the price, origin and times come from the flight table), so a
 * segment the model sends with extra keys changes nothing: each segment is a `subset`. Every
 * other argument is stated exactly (passengers and payments are stored as sent).
 */
function statedArgs(kwargs: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...kwargs };
  if (Array.isArray(kwargs.flights)) out.flights = kwargs.flights.map((f: unknown) => (f !== null && typeof f === 'object' ? { subset: f } : f));
  return out;
}
