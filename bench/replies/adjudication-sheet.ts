/**
 * `node dist/bench/replies/adjudication-sheet.js`: the replies to read by hand for
 * adjudications.jsonl — every held-out disagreement of the adjudicated signals, and the seeded
 * audit sample of their agreements (adjudication.ts). One JSON line per reply, with `reading`,
 * `verdict` and `reason` left for the reader to fill in; replies already in the file are skipped.
 * With `--dev`: the dev split's disagreements instead (round seven), no audit sample.
 */
import { join } from 'node:path';
import { ADJUDICATED, auditSample, loadAdjudications, textSha1 } from './adjudication.js';
import { classifier } from './reply-readers.js';
import { labelOf, loadRows, repliesDir, splitRows } from './shared-sets.js';

const split = process.argv.includes('--dev') ? 'dev' : 'held-out';
const done = new Set(loadAdjudications().map((a) => `${a.set}|${a.signal}|${a.id}`));
for (const { set, signal } of ADJUDICATED) {
  const rows = splitRows(loadRows(join(repliesDir(), set)), split);
  const got = rows.map((r) => classifier(r.text)[signal]);
  const disagree = rows.filter((r, i) => labelOf(r, signal) !== undefined && labelOf(r, signal) !== got[i]);
  const audit = split === 'held-out' ? auditSample(rows, got, signal) : [];
  for (const [kind, list] of [['disagreement', disagree], ['audit', audit]] as const) {
    for (const r of list) {
      if (done.has(`${set}|${signal}|${r.id}`)) continue;
      const label = labelOf(r, signal) ? 1 : 0;
      const ours = got[rows.indexOf(r)] ? 1 : 0;
      process.stdout.write(`${JSON.stringify({ set, split, id: r.id, text_sha1: textSha1(r.text), signal, kind, label, ours, reading: null, verdict: null, reason: null, text: r.text })}\n`);
    }
  }
}
