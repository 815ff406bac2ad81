/**
 * Word gates: cheap tests, worked out from a pattern's syntax tree, that say a pattern cannot
 * match a text without running it. For patterns the literal prefilter cannot guard (no required
 * literal: a one-letter word in an alternation leaves none) or that run before the prefilter's
 * scan (normalize's own patterns).
 *
 * - `openingWords`: for a pattern anchored at `^`, the words its matches can open with. A text
 *   whose leading word (its run of word characters at the start, maybe empty) is none of them
 *   cannot match.
 * - `wholeWords`: for a pattern `\b(…)\b` around a small finite set of words, that set. A text
 *   holding none of them as a whole word cannot match (`WholeWords.occursIn`).
 *
 * Both are conservative: anything not fully understood gives null (no gate). Word characters are
 * those of `\w` and `\b` in the lexicon's patterns (the `u` flag, never `i`): [A-Za-z0-9_].
 */
import { UnsupportedRegexSyntax, parseRegex } from './regex-ast.js';
import type { RegexNode } from './regex-ast.js';

/** Cap on the words a gate holds (past it the gate is dropped: it would pass most texts). */
const MAX_WORDS = 256;
/** Caps on the steps `openingWords` takes over one pattern, and on how deep it nests (a repeat of
 * something that can match nothing would otherwise unfold without end). */
const MAX_STEPS = 20_000;
const MAX_DEPTH = 200;

/** Whether a UTF-16 code unit is a word character for `\w` and `\b` (without the `i` flag). */
export function isWordCode(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

/** The run of word characters `s` opens with ('' when its first character is none). */
export function leadingWord(s: string): string {
  let n = 0;
  while (n < s.length && isWordCode(s.charCodeAt(n))) n++;
  return n === 0 ? '' : s.slice(0, n);
}

function parsed(source: string, flags: string): RegexNode | null {
  // A case-blind pattern's words could match other cases; `m` lets `^` match after a line break
  // and `y` at lastIndex: none of these gates holds for them.
  if (/[imy]/u.test(flags)) return null;
  try {
    return parseRegex(source, flags);
  } catch (e) {
    if (e instanceof UnsupportedRegexSyntax) return null;
    throw e;
  }
}

const WORD_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'];

/** Whether a character set (`\s`, `[,;]`, `.`…) can match no word character. */
function excludesWords(setSource: string, flags: string): boolean {
  const re = new RegExp(`^(?:${setSource})$`, flags.replace(/[gy]/gu, ''));
  return !WORD_CHARS.some((c) => re.test(c));
}

/**
 * Every word a match of `source` can open with, when the pattern is anchored at `^` and that is
 * known: the text's leading word (`leadingWord`) is one of them in every text it matches. Null
 * otherwise (not anchored, a match whose first word may run on past the pattern, a set that may
 * hold a word character where the first word could end, or more than MAX_WORDS words).
 */
export function openingWords(source: string, flags = 'u'): string[] | null {
  const root = parsed(source, flags);
  if (root === null) return null;
  const out = new Set<string>();
  let steps = 0;
  // `items` remain to match from where `prefix` (consumed from the text's start) ends; `anchored`:
  // a `^` has fixed the match to the text's start. Adds the leading words of every way on; false
  // when one of them is not known.
  const walk = (items: readonly RegexNode[], prefix: string, anchored: boolean, depth = 0): boolean => {
    if (++steps > MAX_STEPS || depth > MAX_DEPTH || out.size > MAX_WORDS) return false;
    for (let i = 0; i < prefix.length; i++) {
      if (!isWordCode(prefix.charCodeAt(i))) {
        out.add(prefix.slice(0, i));
        return true;
      }
    }
    const [head, ...rest] = items;
    // The match may end here, and the text's word run on past it.
    if (head === undefined) return false;
    switch (head.kind) {
      case 'char':
        return anchored && walk(rest, prefix + head.value, anchored, depth + 1);
      case 'set':
        if (!anchored || !excludesWords(head.source, flags)) return false;
        out.add(prefix);
        return true;
      case 'assert':
        if (head.source === '^') return prefix === '' && walk(rest, prefix, true, depth + 1);
        // \b and \B are zero-width: reading past them only widens what is allowed; `$` may end the match.
        return head.source !== '$' && walk(rest, prefix, anchored, depth + 1);
      case 'look':
        return walk(rest, prefix, anchored, depth + 1);
      case 'group':
        return walk([head.body, ...rest], prefix, anchored, depth + 1);
      case 'seq':
        return walk([...head.items, ...rest], prefix, anchored, depth + 1);
      case 'alt':
        return head.branches.every((b) => walk([b, ...rest], prefix, anchored, depth + 1));
      case 'repeat': {
        if (head.max === 0) return walk(rest, prefix, anchored, depth + 1);
        const more: RegexNode = { ...head, min: Math.max(0, head.min - 1), max: head.max - 1 };
        const once = walk([head.body, more, ...rest], prefix, anchored, depth + 1);
        return once && (head.min > 0 || walk(rest, prefix, anchored, depth + 1));
      }
      case 'backref':
        return false;
    }
  };
  return walk([root], '', false) && out.size <= MAX_WORDS ? [...out].sort() : null;
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
