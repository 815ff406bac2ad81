/**
 * The labelled replies under ../shared/data/replies/ (mapped from public dialogue and refusal
 * sets; see the README there) and this project's own split of each into dev and held-out.
 *
 * The split is a seeded hash of the row's `id`, so it is the same on every machine and does not
 * move when rows are added elsewhere in a file: sha1(SPLIT_SEED + id), first 32 bits / 2^32 <
 * HELD_OUT_SHARE → held-out. Rules and any model are developed on `dev` only; `held-out` is read
 * to measure (the sixth round's exception, two signals' held-out disagreements read by hand, is
 * recorded in adjudications.jsonl and bench/replies/README.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDir as sharedDirFrom } from '../taubench/shared-dir.js';

export const SPLIT_SEED = 'forbear-replies-split-v1:';
export const HELD_OUT_SHARE = 0.3;

export const LABELS = ['asks', 'flags', 'declines', 'claims_done', 'hands_off'] as const;
export type Label = (typeof LABELS)[number];

/** One labelled reply; a label is true/false, or null/absent where the source cannot decide. */
export type LabelledRow = { text: string; id?: string; category?: string; note?: string } & Partial<Record<Label, boolean | 0 | 1 | null>>;

export const SHARED_FILES = ['sgd_train.jsonl', 'multiwoz21_val.jsonl', 'do_not_answer.jsonl', 'clamber.jsonl'] as const;

/**
 * `$FORBEAR_SHARED`, else `../shared` beside the repo root (as on a CI clone), found the same way
 * from `bench/replies/` (tests import the source) and `dist/bench/replies/`.
 */
export function sharedDir(): string {
  return sharedDirFrom(import.meta.url);
}

export function repliesDir(): string {
  return join(sharedDir(), 'data', 'replies');
}

export function sharedAvailable(): boolean {
  return existsSync(join(repliesDir(), SHARED_FILES[0]));
}

export function loadRows(path: string): LabelledRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as LabelledRow);
}

export function isHeldOut(id: string): boolean {
  const h = createHash('sha1').update(SPLIT_SEED + id).digest();
  return h.readUInt32BE(0) / 2 ** 32 < HELD_OUT_SHARE;
}

export type Split = 'dev' | 'held-out';

export function splitRows(rows: LabelledRow[], split: Split): LabelledRow[] {
  return rows.filter((r) => isHeldOut(r.id ?? r.text) === (split === 'held-out'));
}

/** The label as a boolean, or undefined when it is not to be scored. */
export function labelOf(row: LabelledRow, label: Label): boolean | undefined {
  const v = row[label];
  if (v === null || v === undefined) return undefined;
  return v === true || v === 1;
}
