/**
 * `npm run eval:taubench`: forbear's verdicts on 200 recorded gpt-4o runs of tau-bench's airline
 * tasks against tau's own reward, for the single-turn, per-request and gated span files.
 *
 *   node dist/bench/taubench/eval.js [--json] [--no-session-scope] [--dir DIR] [--run NAME] [--corpus FILE]
 *
 * `--dir` / `--run` / `--corpus` read another recorded run converted the same way (convert.mjs:
 * NAME.trajectories.json[.gz], truth-NAME.json, spans-NAME.jsonl[.gz], …); a span file that is
 * absent is reported and skipped.
 *
 * Reads the shared data in place ($FORBEAR_SHARED, else ../shared). The corpus is built in memory
 * from the shared corpus.yaml with the tasks' gold write actions as `expected_calls`
 * (`build-corpus.ts` writes the same corpus to a file). The per-request file is scored with
 * `scope: session` on every abstain case, so a forbidden call in a later turn of the run counts once
 * the session scope is in (until then the field is ignored and only the opening turn is scored).
 * The single-turn file is also scored with the shared corpus (expected_tools only) for the
 * figure before expected_calls.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from '../common.js';
import { actFailureNotes } from './agreement.js';
import type { Agreement, AgreementOptions, Table2 } from './agreement.js';
import { evaluateFile } from './evaluate-file.js';
import { taubenchFiles, tauSourceOrExit } from './shared-dir.js';
import type { TauCorpusOptions } from './tau-corpus.js';

const f3 = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : '—');
const ratio = (a: number, b: number): string => `${a}/${b} = ${f3(a / b)}`;

function render(title: string, a: Agreement): string[] {
  const t: Table2 = a.abstain_forced_vs_reward;
  const p: Table2 = a.act_pass_vs_reward;
  const out = [
    '', title, `  attempts compared ${a.attempts}/${a.tau_attempts}${a.missing.length > 0 ? `; not scored: ${a.missing.length}` : ''}`,
    '  abstain: forced action vs tau reward        reward 0   reward 1',
    `    forced action                               ${String(t.yes_r0).padStart(5)}      ${String(t.yes_r1).padStart(5)}`,
    `    no forced action                            ${String(t.no_r0).padStart(5)}      ${String(t.no_r1).padStart(5)}`,
    `    agreement ${ratio(t.yes_r0 + t.no_r1, t.yes_r0 + t.yes_r1 + t.no_r0 + t.no_r1)}; forced actions ${t.yes_r0 + t.yes_r1}`,
    '  act: forbear pass vs tau reward             reward 1   reward 0',
    `    pass                                        ${String(p.yes_r1).padStart(5)}      ${String(p.yes_r0).padStart(5)}`,
    `    fail                                        ${String(p.no_r1).padStart(5)}      ${String(p.no_r0).padStart(5)}`,
    `    precision ${ratio(p.yes_r1, p.yes_r1 + p.yes_r0)}, recall ${ratio(p.yes_r1, p.yes_r1 + p.no_r1)}`,
    '  pass^k            k=1     k=2     k=3     k=4',
  ];
  const line = (name: string, pick: (e: Agreement['pass_k'][number]) => number): string => `    ${name.padEnd(14)}${a.pass_k.map((e) => f3(pick(e)).padStart(8)).join('')}`;
  out.push(line('tau abstain', (e) => e.tau_abstain), line('forbear abst.', (e) => e.forbear_abstain), line('no forced act.', (e) => e.no_forced_action),
    line('tau act', (e) => e.tau_act), line('forbear act', (e) => e.forbear_act));
  for (const [side, list] of Object.entries(a.disagreements)) {
    if (list.length === 0) continue;
    out.push(`  ${side.replaceAll('_', ' ')} (${list.length})`);
    const byReason = new Map<string, string[]>();
    for (const d of list) byReason.set(d.reason, [...(byReason.get(d.reason) ?? []), `${d.key} ${d.outcome}`]);
    for (const [why, keys] of byReason) out.push(`    ${keys.length}× ${why}: ${keys.join(', ')}`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ['json', 'no-session-scope']);
  const src = tauSourceOrExit(args.flags, import.meta.url);
  const files = taubenchFiles(import.meta.url, src);
  const sessionScope = !args.flags.has('no-session-scope');
  const results: Record<string, Agreement> = {};
  const lines = [`tau-bench airline, gpt-4o: forbear against tau's reward (data: ${files.dir})`];
  const add = async (title: string, spans: string, opts: TauCorpusOptions, how: AgreementOptions = {}): Promise<void> => {
    if (!existsSync(spans)) {
      lines.push('', `${title}: ${spans} not found, skipped`);
      return;
    }
    const a = await evaluateFile(spans, opts, files, how);
    results[title] = a;
    lines.push(...render(`${title} — ${basename(spans)}`, a));
  };
  // Scored first (unprinted order kept below) so the baseline's act passes can be explained by it.
  const calls = await evaluateFile(files.single, { variant: 'calls' }, files);
  await add('single-turn, expected_tools only (the shared corpus.yaml: before)', files.single, { variant: 'tools' }, { explainAct: actFailureNotes(calls) });
  await add('single-turn, gold actions as expected_calls', files.single, { variant: 'calls' });
  await add(`per-request, gold actions as expected_calls${sessionScope ? ', scope: session' : ''}`, files.perRequest, { variant: 'calls', sessionScope }, { perRequest: true });
  await add('gated (every write held by an approval gate), gold actions as expected_calls', files.gated, { variant: 'calls' });
  process.stdout.write(`${args.flags.has('json') ? JSON.stringify(results, null, 1) : lines.join('\n')}\n`);
}

await main();
