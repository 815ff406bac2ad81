/**
 * `items.sort(cmp)` for arrays that are usually in order already (a turn's spans, calls and texts
 * mostly arrive as they happened): checks first and sorts only if some neighbours are out of
 * order. Array.prototype.sort copies the array into a work area on every call, and the turn
 * assembler sorts a few small arrays per turn; the profile counted tens of MB of them. A stable
 * sort leaves an array whose neighbours all compare <= 0 as it is, so the result is the same.
 */
export function inOrder<T>(items: T[], cmp: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i++) if (cmp(items[i - 1]!, items[i]!) > 0) return items.sort(cmp);
  return items;
}
