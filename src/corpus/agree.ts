import type { Case } from './schema.js';
import { cohensKappa } from './kappa.js';
import type { Kappa } from './kappa.js';

/** What two reviewers must agree on: the seed's label, not the story. */
export interface ReviewLabel {
  kind: Case['kind'];
  scenario: string;
  forbidden_tools: string[];
}

export type LabelField = keyof ReviewLabel;
const FIELDS: readonly LabelField[] = ['kind', 'scenario', 'forbidden_tools'];

export interface Disagreement {
  id: string;
  fields: LabelField[];
  a: ReviewLabel;
  b: ReviewLabel;
}

export interface AgreeReport {
  a: string;
  b: string;
  /** Cases both reviewers labelled. */
  common: number;
  kept: string[];
  discarded: Disagreement[];
  /** Cases only one reviewer labelled: not kept (agreement needs two labels). */
  only_in_a: string[];
  only_in_b: string[];
  /**
   * Cases still marked `needs_review` by either reviewer: not labelled yet, so neither kept nor
   * counted in kappa — two untouched copies of the mined candidates would otherwise "agree" on all.
   */
  unreviewed: string[];
  /** Kept cases whose twin was not kept: the agreed file drops their `twin` (lint then asks for one). */
  twin_dropped: { id: string; twin: string }[];
  /** Cohen's kappa on the whole label, and on each part of it. */
  kappa: Record<'label' | LabelField, Kappa>;
}

const labelOf = (c: Case): ReviewLabel => ({ kind: c.kind, scenario: c.scenario, forbidden_tools: [...new Set(c.forbidden_tools)].sort() });
/** "Conflicting_Evidence" and "conflicting evidence" are one scenario: the spelling is not the label. */
const scenarioKey = (s: string): string => s.trim().toLowerCase().replace(/[\s-]+/gu, '_');
const key = (l: ReviewLabel, field: LabelField | 'label'): string =>
  field === 'label' ? JSON.stringify([l.kind, scenarioKey(l.scenario), l.forbidden_tools])
    : field === 'forbidden_tools' ? l.forbidden_tools.join(',') : field === 'scenario' ? scenarioKey(l.scenario) : l[field];

/**
 * Keeps the cases two independent reviewers labelled the same (kind, scenario and forbidden
 * tools) and discards the rest: "if two reviewers disagree … discard it rather than resolve it
 * by seniority". Cases are paired by id; order follows reviewer A.
 */
export function agree(a: { path: string; cases: readonly Case[] }, b: { path: string; cases: readonly Case[] }): AgreeReport {
  const byIdB = new Map(b.cases.map((c) => [c.id, c]));
  const idsA = new Set(a.cases.map((c) => c.id));
  const pairs: [ReviewLabel, ReviewLabel, string][] = [];
  const unreviewed: string[] = [];
  for (const ca of a.cases) {
    const cb = byIdB.get(ca.id);
    if (cb === undefined) continue;
    if (ca.needs_review || cb.needs_review) unreviewed.push(ca.id);
    else pairs.push([labelOf(ca), labelOf(cb), ca.id]);
  }
  const kept: string[] = [];
  const discarded: Disagreement[] = [];
  for (const [la, lb, id] of pairs) {
    const fields = FIELDS.filter((f) => key(la, f) !== key(lb, f));
    if (fields.length === 0) kept.push(id);
    else discarded.push({ id, fields, a: la, b: lb });
  }
  const keptIds = new Set(kept);
  const twin_dropped = a.cases.filter((c) => keptIds.has(c.id) && c.twin !== undefined && !keptIds.has(c.twin)).map((c) => ({ id: c.id, twin: c.twin! }));
  const kappaOf = (field: LabelField | 'label'): Kappa => cohensKappa(pairs.map(([la]) => key(la, field)), pairs.map(([, lb]) => key(lb, field)));
  return {
    a: a.path,
    b: b.path,
    common: pairs.length,
    kept,
    discarded,
    only_in_a: a.cases.filter((c) => !byIdB.has(c.id)).map((c) => c.id),
    only_in_b: b.cases.filter((c) => !idsA.has(c.id)).map((c) => c.id),
    unreviewed,
    twin_dropped,
    kappa: { label: kappaOf('label'), kind: kappaOf('kind'), scenario: kappaOf('scenario'), forbidden_tools: kappaOf('forbidden_tools') },
  };
}
