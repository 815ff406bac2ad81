/**
 * Which strings any match of a pattern must contain, so that a pattern whose required strings
 * are all absent from a sentence can be skipped without running it.
 *
 * It is conservative: anything it does not fully understand gives null, and a null pattern
 * always runs. Only what the pattern consumes counts: assertions and look-arounds are
 * zero-width and contribute nothing (their contents are never used), character classes are
 * unknown.
 */
import { UnsupportedRegexSyntax, parseRegex } from './regex-ast.js';
import type { RegexNode } from './regex-ast.js';


/** Literals shorter than this filter (almost) nothing. */
const MIN_LITERAL = 2;
/** Cap on how many strings an exact set (or a cross product of them) may hold. */
const MAX_EXACT = 64;
/** Cap on the strings of a set `furtherLiterals` gives. */
const FURTHER_MAX = 16;
/** A set `furtherLiterals` gives has no string shorter than this: two-letter pieces ("ed", "is")
 * end in so many of the automaton's states that their outputs cost the scan more than they save. */
const FURTHER_SHORTEST = 3;
/** Cap on the strings of a set `branchLiterals` gives: a branch's own tightest piece, which may be
 * a cross product (up to MAX_EXACT), is mostly made of literals the pattern's own set holds already. */
const BRANCH_MAX = MAX_EXACT;

interface Info {
  /** Every string the node can match, when that is a small finite set; otherwise null. */
  exact: string[] | null;
  /** A valid required set: every match of the node contains one of these; or null. */
  req: string[] | null;
}

const NOTHING: Info = { exact: null, req: null };
const EMPTY: Info = { exact: [''], req: null };

/** A set as a required set, or null if it cannot filter: a member shorter than MIN_LITERAL
 * (or an empty set) makes it useless. */
function usable(set: readonly string[] | null): string[] | null {
  if (set === null || set.length === 0) return null;
  for (const s of set) if (s.length < MIN_LITERAL) return null;
  return set as string[];
}

/**
 * The smallest equivalent form of a required set: a member that contains another member is
 * redundant ("contains 'ab' or 'xaby'" = "contains 'ab'"). Sorted by length, then text.
 */
function minimal(set: readonly string[]): string[] {
  const unique = [...new Set(set)].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const kept: string[] = [];
  for (const s of unique) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return kept;
}

/**
 * Rough chance that a set lets an unrelated sentence through: each member counts by its
 * length. Only used to choose between sound sets, so it affects speed, never results.
 */
function looseness(set: readonly string[]): number {
  let sum = 0;
  for (const s of set) sum += 0.3 ** Math.min(s.length, 8);
  return sum;
}

function tighter(a: string[] | null, b: string[] | null): string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const la = looseness(a);
  const lb = looseness(b);
  if (la !== lb) return la < lb ? a : b;
  return b.length < a.length ? b : a;
}

function cross(a: readonly string[], b: readonly string[]): string[] | null {
  if (a.length * b.length > MAX_EXACT) return null;
  const out: string[] = [];
  for (const x of a) for (const y of b) out.push(x + y);
  return [...new Set(out)];
}

function withExact(exact: string[] | null): Info {
  return { exact, req: usable(exact) };
}

function info(node: RegexNode): Info {
  switch (node.kind) {
    case 'char':
      return withExact([node.value]);
    case 'set':
    case 'backref':
      return NOTHING;
    case 'assert':
    case 'look':
      // Zero-width: consumes nothing, so it neither requires anything nor separates the
      // characters on either side of it within the match.
      return EMPTY;
    case 'group':
      return info(node.body);
    case 'alt': {
      // A match of the alternation is a match of one branch.
      const infos = node.branches.map(info);
      const exact = infos.every((i) => i.exact !== null) ? [...new Set(infos.flatMap((i) => i.exact as string[]))] : null;
      const req = infos.every((i) => i.req !== null) ? [...new Set(infos.flatMap((i) => i.req as string[]))] : null;
      return { exact: exact !== null && exact.length <= MAX_EXACT ? exact : null, req: tighter(usable(exact), usable(req)) };
    }
    case 'repeat': {
      const body = info(node.body);
      if (node.min === 0) {
        // Optional: may match nothing, so nothing is required.
        return { exact: node.max === 1 && body.exact !== null ? [...new Set(['', ...body.exact])] : null, req: null };
      }
      // At least one repetition: whatever one repetition requires is required.
      return { exact: node.min === 1 && node.max === 1 ? body.exact : null, req: body.req };
    }
    case 'seq': {
      const { pieces, run, whole } = seqPieces(node.items);
      return { exact: whole ? run : null, req: pieces.reduce<string[] | null>(tighter, null) };
    }
  }
}

/**
 * The contiguous pieces of a sequence, in order: consecutive items with exact sets form runs
 * (their cross product), and every run and every other item is a piece of the match, so each
 * one's required set (null: none) is a candidate. `run` is the last run, `whole` whether it
 * covers every item.
 */
function seqPieces(items: readonly RegexNode[]): { pieces: (string[] | null)[]; run: string[]; whole: boolean } {
  const pieces: (string[] | null)[] = [];
  let run: string[] = [''];
  let whole = true;
  for (const item of items.map(info)) {
    if (item.exact !== null) {
      const joined = cross(run, item.exact);
      if (joined !== null) {
        run = joined;
        continue;
      }
      pieces.push(usable(run));
      run = item.exact;
      whole = false;
      continue;
    }
    pieces.push(usable(run), item.req);
    run = [''];
    whole = false;
  }
  pieces.push(usable(run));
  return { pieces, run, whole };
}

/**
 * Strings of which every match of `source` contains at least one, or null if the pattern
 * gives no such guarantee (or uses syntax this module does not understand). With the `i` flag
 * a literal could match other cases of itself, so the answer is null.
 */
export function requiredLiterals(source: string, flags = 'u'): string[] | null {
  if (flags.includes('i')) return null;
  let root: RegexNode;
  try {
    root = parseRegex(source, flags);
  } catch (e) {
    if (e instanceof UnsupportedRegexSyntax) return null;
    throw e;
  }
  const req = info(root).req;
  return req === null ? null : minimal(req);
}


/**
 * Required sets of `source` beyond `requiredLiterals`' own, tightest first: the other pieces of
 * its top-level sequence, each of which every match contains as well ("i'll … have … a human":
 * one of the first words, "have", and one of the last). `requiredLiterals` keeps the tightest
 * piece; a sentence lacking any other piece cannot match either, so the prefilter asks for every
 * one (a fifth of the runs it let through, each without a match, were ruled out so). Empty when
 * the pattern is not a sequence of such pieces, or has no required literal.
 */
export function furtherLiterals(source: string, flags = 'u'): string[][] {
  const own = requiredLiterals(source, flags);
  if (own === null) return [];
  const root = unwrapped(parseRegex(source, flags));
  if (root.kind !== 'seq') return [];
  // The same pieces the `seq` case weighs (`seqPieces`), each one as a set of its own.
  return pieceSets(seqPieces(root.items).pieces, FURTHER_MAX, new Set([JSON.stringify(own)]));
}

/**
 * For a pattern whose top level is an alternation: each branch's required sets (every piece of
 * the branch's sequence, tightest first), so that the prefilter can pass the pattern only when
 * some branch has all of its sets in the sentence. `requiredLiterals` gives one set for the whole
 * pattern, the union of the branches' tightest pieces: a common word one branch needs ("all ")
 * let every branch run. Empty when the top level is not an alternation or has no required
 * literal; a branch with no required set (of at most BRANCH_MAX strings, none shorter than
 * FURTHER_SHORTEST) comes back empty, and then the pattern has no such gate.
 */
export function branchLiterals(source: string, flags = 'u'): string[][][] {
  if (requiredLiterals(source, flags) === null) return [];
  const root = unwrapped(parseRegex(source, flags));
  if (root.kind !== 'alt') return [];
  return root.branches.map((b) => {
    const branch = unwrapped(b);
    return pieceSets(branch.kind === 'seq' ? seqPieces(branch.items).pieces : [info(branch).req], BRANCH_MAX);
  });
}

/** A node without the groups around it. */
function unwrapped(node: RegexNode): RegexNode {
  while (node.kind === 'group') node = node.body;
  return node;
}

/**
 * The pieces' sets (each minimal), tightest first, each once and none whose key is in `seen`: only
 * sets of at most `max` strings, none shorter than FURTHER_SHORTEST. Pieces of more strings, or
 * with a shorter one, rule out little and grow the prefilter's automaton and its states' outputs.
 */
function pieceSets(pieces: readonly (string[] | null)[], max: number, seen = new Set<string>()): string[][] {
  const out: string[][] = [];
  const sets = pieces.flatMap((set) => (set === null ? [] : [minimal(set)]));
  for (const set of sets.sort((a, b) => looseness(a) - looseness(b))) {
    if (set.length > max || set.some((l) => l.length < FURTHER_SHORTEST)) continue;
    const key = JSON.stringify(set);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(set);
  }
  return out;
}
