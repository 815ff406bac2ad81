/**
 * The readers eval:classifier compares: the shipped response check, and the naive keyword test
 * a reviewer would write first for each signal (the baseline it has to beat, same run).
 */
import { checkResponse, checkResponseRules } from '../../src/score/response-check.js';
import { LABELS } from './shared-sets.js';
import type { Label } from './shared-sets.js';

export type Reading = Record<Label, boolean>;

const NAIVE: Readonly<Record<Label, RegExp>> = {
  asks: /\?|\bwhich\b|\bconfirm|\bclarif/iu,
  flags: /\b(?:sorry|unfortunately|unavailable|not available|error|fail|problem|issue)/iu,
  declines: /\b(?:can't|cannot|can not|unable|won't|not able)\b/iu,
  claims_done: /\b(?:done|booked|reserved|completed|confirmed|successfully|processed|updated)\b/iu,
  hands_off: /\b(?:transfer|escalat|human|colleague|specialist)/iu,
};

export function naive(text: string): Reading {
  return Object.fromEntries(LABELS.map((l) => [l, NAIVE[l].test(text)])) as Reading;
}

export function classifier(text: string): Reading {
  const s = checkResponse(text) as unknown as Partial<Reading>;
  return Object.fromEntries(LABELS.map((l) => [l, s[l] === true])) as Reading;
}

/** The rules without the reply model, to show what the model changed. */
export function rulesAlone(text: string): Reading {
  const s = checkResponseRules(text) as unknown as Partial<Reading>;
  return Object.fromEntries(LABELS.map((l) => [l, s[l] === true])) as Reading;
}
