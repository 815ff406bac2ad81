/**
 * A word gate: a cheap test, worked out from a pattern's syntax tree, that says the pattern cannot
 * match a text without running it, for patterns that run before the literal prefilter's scan
 * (normalize's own). `wholeWords`: for a pattern `\b(…)\b` around a small finite set of words,
 * that set; a text holding none of them as a whole word cannot match (`WholeWords.occursIn`).
 *
 * Conservative: anything not fully understood gives null (no gate). Word characters are those of
 * `\w` and `\b` in the lexicon's patterns (the `u` flag, never `i`): [A-Za-z0-9_].
 */
import { UnsupportedRegexSyntax, parseRegex } from './regex-ast.js';
import type { RegexNode } from './regex-ast.js';

/** Cap on the words a gate holds (past it the gate is dropped: it would pass most texts). */
const MAX_WORDS = 256;

/** Whether a UTF-16 code unit is a word character for `\w` and `\b` (without the `i` flag). */
export function isWordCode(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

function parsed(source: string, flags: string): RegexNode | null {
  // A case-blind pattern's words could match other cases.
  if (flags.includes('i')) return null;
  try {
    return parseRegex(source, flags);
  } catch (e) {
    if (e instanceof UnsupportedRegexSyntax) return null;
    throw e;
  }
}

/** Every string `node` can match, when that is a finite set of at most MAX_WORDS; else null. */
function exact(node: RegexNode): string[] | null {
  switch (node.kind) {
    case 'char':
      return [node.value];
    case 'group':
      return exact(node.body);
    case 'alt': {
      const all: string[] = [];
      for (const b of node.branches) {
        const e = exact(b);
        if (e === null) return null;
        all.push(...e);
      }
      return all.length <= MAX_WORDS ? [...new Set(all)] : null;
    }
    case 'seq': {
      let run = [''];
      for (const item of node.items) {
        const e = exact(item);
        if (e === null || run.length * e.length > MAX_WORDS) return null;
        run = run.flatMap((x) => e.map((y) => x + y));
      }
      return [...new Set(run)];
    }
    default:
      return null;
  }
}

/**
 * The words of a pattern that is `\b`, then a finite set of words, then `\b` (each word made of
 * word characters only): every match is one of them standing as a whole word. Null otherwise.
 */
export function wholeWords(source: string, flags = 'u'): string[] | null {
  let root = parsed(source, flags);
  while (root?.kind === 'group') root = root.body;
  if (root?.kind !== 'seq' || root.items.length !== 3) return null;
  const [open, body, close] = root.items as [RegexNode, RegexNode, RegexNode];
  const boundary = (n: RegexNode): boolean => n.kind === 'assert' && n.source === '\\b';
  if (!boundary(open) || !boundary(close)) return null;
  const words = exact(body);
  if (words === null || words.length === 0) return null;
  for (const w of words) for (let i = 0; i <= w.length; i++) if (i === w.length ? w === '' : !isWordCode(w.charCodeAt(i))) return null;
  return words.sort();
}

/**
 * A `wholeWords` gate: `occursIn(s)` is false only when `s` holds none of the words as a whole
 * word. It looks for the words' endings with `indexOf` (a native search) and checks only the
 * few places where one ends a word.
 */
export class WholeWords {
  private readonly words: ReadonlySet<string>;
  private readonly endings: readonly string[];
  private readonly shortest: number;
  private readonly longest: number;

  private constructor(words: readonly string[]) {
    this.words = new Set(words);
    this.shortest = Math.min(...words.map((w) => w.length));
    this.longest = Math.max(...words.map((w) => w.length));
    const cut = Math.min(2, this.shortest);
    this.endings = [...new Set(words.map((w) => w.slice(w.length - cut)))];
  }

  /** The gate for a pattern, or null when `wholeWords` finds none for it. */
  static of(re: RegExp): WholeWords | null {
    const words = wholeWords(re.source, re.flags);
    return words === null ? null : new WholeWords(words);
  }

  occursIn(s: string): boolean {
    for (const ending of this.endings) {
      for (let at = s.indexOf(ending); at >= 0; at = s.indexOf(ending, at + 1)) {
        const end = at + ending.length;
        if (end < s.length && isWordCode(s.charCodeAt(end))) continue;
        let start = at;
        while (start > 0 && isWordCode(s.charCodeAt(start - 1))) start--;
        const n = end - start;
        if (n >= this.shortest && n <= this.longest && this.words.has(s.slice(start, end))) return true;
      }
    }
    return false;
  }
}
