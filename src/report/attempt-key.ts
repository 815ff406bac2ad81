/**
 * Which attempt of one case lines up with which attempt of another (an abstain case and its twin,
 * or the same case in two runs): the same attempt number (`forbear.attempt`), within the same run
 * id when asked. Attempts without a number, and a number used twice, line up in scoring order.
 * Matching by number, not by position, keeps an infrastructure failure on one side from sliding
 * every later attempt onto the wrong partner.
 */
export interface KeyedAttempt {
  run_id: string | null;
  attempt: number | null;
  passed: boolean;
}

/** Attempt key → passed, for attempts given in scoring order. */
export function keyAttempts(list: Iterable<KeyedAttempt>, opts: { byRun: boolean }): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const used = new Map<string, number>();
  for (const a of list) {
    const base = `${opts.byRun ? (a.run_id ?? '') : ''}\u0000${a.attempt ?? '-'}`;
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    out.set(`${base}\u0000${n}`, a.passed);
  }
  return out;
}

/** The pairs of outcomes whose keys both sides have: [left passed, right passed]. */
export function pairAttempts(left: Map<string, boolean>, right: Map<string, boolean>): [boolean, boolean][] {
  const pairs: [boolean, boolean][] = [];
  for (const [key, l] of left) {
    const r = right.get(key);
    if (r !== undefined) pairs.push([l, r]);
  }
  return pairs;
}
