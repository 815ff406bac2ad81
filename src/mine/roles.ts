import type { Finding } from '../model/finding.js';

export type Side = 'agent' | 'customer';

/**
 * An author or speaker label as exports write it, reduced to the role: lower case, without a
 * parenthesised or bracketed name and without a trailing number — `Agent (Maria)`, `AGENT_2`,
 * `customer #1` and `Rep [ext. 41]` are `agent`, `agent`, `customer` and `rep`. Nothing else is
 * stripped, so `Customer Service` stays itself and never passes for a customer. (`sideOf` also
 * reads a role in the brackets: `Maria Lopez (Customer)`.)
 */
export function roleLabel(label: string): string {
  return label.normalize('NFKC').toLowerCase()
    .replace(/\s*[([][^)\]]*[)\]]\s*/gu, ' ')
    .replace(/[\s_#-]*\d+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Which side of the conversation a label is on, by the mapping's lists; undefined when neither. */
export function sideOf(label: string, roles: Roles): Side | null {
  let memo = memos.get(roles);
  if (memo === undefined) memos.set(roles, (memo = { sides: new Map([...roles.agent.map((r) => [roleLabel(r), 'agent'] as const), ...roles.customer.map((r) => [roleLabel(r), 'customer'] as const)]), labels: new Map() }));
  // An export uses a handful of labels over millions of messages: remember each one's side.
  let side = memo.labels.get(label);
  if (side === undefined) {
    // "Agent (Maria)" names the role outside the brackets, "Maria Lopez (Customer)" inside them.
    const inner = [...label.matchAll(/[([]([^)\]]*)[)\]]/gu)].map((m) => roleLabel(m[1]!));
    side = [roleLabel(label), ...inner].map((r) => memo.sides.get(r)).find((x) => x !== undefined) ?? null;
    if (memo.labels.size < 10_000) memo.labels.set(label, side);
  }
  return side;
}

interface Roles {
  agent: readonly string[];
  customer: readonly string[];
}
const memos = new WeakMap<Roles, { sides: Map<string, Side>; labels: Map<string, Side | null> }>();

/**
 * Labels that are on neither side, counted, so a mapping that misses an export's spelling
 * ("Rep", "end-user") is one warning naming the key to extend rather than every record
 * silently dropped as having no customer or no agent.
 */
export class UnknownLabels {
  private readonly seen = new Map<string, { n: number; at: string }>();

  note(label: string, at: string): void {
    const hit = this.seen.get(label);
    if (hit === undefined) this.seen.set(label, { n: 1, at });
    else hit.n++;
  }

  findings(what: string, keys: string): Finding[] {
    return [...this.seen].map(([label, { n, at }]) => ({
      code: 'mine.unknown_role', path: at, severity: 'warning' as const,
      message: `${what} "${label}" (${n} message${n === 1 ? '' : 's'}) is neither agent nor customer: add it to ${keys} (its messages were not read as either side)`,
    }));
  }
}

