import { readFileSync } from 'node:fs';
import { parseCorpus } from '../../src/corpus/load.js';
import type { Case } from '../../src/corpus/schema.js';
import { readReplyOnPoint } from '../../src/score/reply-on-point.js';
import { checkResponse } from '../../src/score/response-check.js';
import { SAMPLE_CORPUS } from './index.js';

export interface OnPointRow {
  case: string;
  reply: string;
  on_point: boolean;
}

/** Labelled on-point replies (test/fixtures/<name>) with the sample corpus's cases. */
export function loadOnPointRows(name: string): { rows: OnPointRow[]; cases: Map<string, Case> } {
  const rows = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as OnPointRow);
  return { rows, cases: parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8'), SAMPLE_CORPUS).byId };
}

/** Accuracy, precision and recall of on_point, and every disagreement. */
export function scoreOnPoint(rows: OnPointRow[], cases: Map<string, Case>): { accuracy: number; precision: number; recall: number; misses: string[] } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let right = 0;
  const misses: string[] = [];
  for (const row of rows) {
    const c = cases.get(row.case);
    if (c === undefined) throw new Error(`no case ${row.case}`);
    const got = readReplyOnPoint(row.reply, checkResponse(row.reply), c)?.on_point ?? false;
    if (got === row.on_point) right++;
    else misses.push(`${row.case}: expected ${row.on_point} — ${row.reply}`);
    if (got && row.on_point) tp++;
    else if (got) fp++;
    else if (row.on_point) fn++;
  }
  return { accuracy: right / rows.length, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), misses };
}
