/**
 * `node dist/bench/replies/adjudication-sheet.js`: the replies to read by hand for
 * adjudications.jsonl — every held-out disagreement of the adjudicated signals, and the seeded
 * audit sample of their agreements (adjudication.ts). One JSON line per reply, with `reading`,
 * `verdict` and `reason` left for the reader to fill in; replies already in the file are skipped.
 * With `--dev`: the dev split's disagreements instead (round seven), no audit sample.
 * With `--fixture NAME.jsonl ...`: those fixture sets' disagreements on every signal, for
 * fixture-adjudications.jsonl (keyed by text hash; `id` says the line they stand on now).
 */
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADJUDICATED, FIXTURE_ADJUDICATIONS, auditSample, entryKey, loadAdjudications, rowKey, textSha1 } from './adjudication.js';
import { classifier } from './reply-readers.js';
import { LABELS, labelOf, loadRows, repliesDir, splitRows } from './shared-sets.js';

const fixtureAt = process.argv.indexOf('--fixture');
if (fixtureAt >= 0) {
  const fixtures = fileURLToPath(new URL('../../../test/fixtures/', import.meta.url));
  const done = new Set(loadAdjudications(FIXTURE_ADJUDICATIONS).map((a) => `${a.set}|${a.signal}|${entryKey(a)}`));
  for (const set of process.argv.slice(fixtureAt + 1).map((f) => basename(f))) {
    const rows = loadRows(join(fixtures, set));
    rows.forEach((r, i) => {
      const got = classifier(r.text);
      for (const signal of LABELS) {
        const l = labelOf(r, signal);
        if (l === undefined || l === got[signal] || done.has(`${set}|${signal}|${rowKey(r)}`)) continue;
        const label = l ? 1 : 0;
        const ours = got[signal] ? 1 : 0;
        process.stdout.write(`${JSON.stringify({ set, split: 'fixture', id: `line ${i + 1}`, text_sha1: textSha1(r.text), signal, kind: 'disagreement', label, ours, reading: null, verdict: null, reason: null, text: r.text, note: r.note })}\n`);
      }
    });
  }
} else {
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
}
