import { RE2JS } from 're2js';

/**
 * A user-written regular expression (a corpus `match.patterns` entry, a mining mapping's
 * `tickets.ignore`) run on RE2's engine: time linear in the text whatever the pattern, so no
 * pattern and no message can pin the process (`(\w|\d)+$` on 2,000 characters took V8 minutes).
 */
export interface LinearRegex {
  /** The pattern as the user wrote it (JavaScript syntax). */
  readonly source: string;
  /** Whether the pattern matches anywhere in the text. */
  test(text: string): boolean;
}

/** Why a pattern cannot run: `invalid` JavaScript syntax, or else a construct the engine refuses. */
export interface RegexRefusal {
  error: string;
  invalid?: true;
}

/** The refusal as one message (`not a valid regular expression: …`, `regular expression not supported: …`). */
export const refusalMessage = (r: RegexRefusal): string => `${r.invalid === true ? 'not a valid regular expression' : 'regular expression not supported'}: ${r.error}`;

/**
 * Compiles a pattern written in JavaScript syntax with flags `iu`, or says why it cannot run. A
 * pattern JavaScript refuses keeps JavaScript's message; lookahead and back-references (which no
 * linear-time engine can run) are refused by name, except lookaheads right after a leading `^`,
 * which are exact as separate anchored tests; lookbehind without captures runs as written.
 */
export function compileLinear(source: string): LinearRegex | RegexRefusal {
  try {
    new RegExp(source, 'iu');
  } catch (err) {
    return { invalid: true, error: err instanceof Error ? err.message : String(err) };
  }
  // `^(?!…)rest`, the common "and does not contain" idiom, is exact as two anchored tests.
  const { guards, rest } = leadingLookaheads(source);
  const main = compileRe2(rest);
  if ('error' in main) return main;
  const tests: { re: RE2JS; want: boolean }[] = [];
  for (const g of guards) {
    const re = compileRe2(`^(?:${g.body})`);
    if ('error' in re) return re;
    tests.push({ re, want: g.positive });
  }
  return {
    source,
    test: (text) => {
      const t = foldWordLike(text);
      return tests.every((g) => g.re.test(t) === g.want) && main.test(t);
    },
  };
}

/**
 * Under `iu`, JavaScript's `\w` and `\b` also take ſ (U+017F) and K (Kelvin sign, U+212A), the
 * two characters whose case folding lands in ASCII; RE2's are ASCII only. Case-insensitive, each
 * is the same as `s` and `k`, so the text is read with them folded (same length, same places).
 */
function foldWordLike(text: string): string {
  return WORD_LIKE.test(text) ? text.replace(WORD_LIKE_ALL, (c) => (c === '\u017F' ? 's' : 'k')) : text;
}
const WORD_LIKE = /[\u017F\u212A]/u;
const WORD_LIKE_ALL = /[\u017F\u212A]/gu;

function compileRe2(source: string): RE2JS | RegexRefusal {
  const translated = toRe2Syntax(source);
  if ('error' in translated) return translated;
  try {
    return RE2JS.compile(translated.re2, RE2JS.CASE_INSENSITIVE | RE2JS.LOOKBEHINDS);
  } catch (err) {
    const why = err instanceof Error ? err.message.replace(/^error parsing regexp: /u, '') : String(err);
    return { error: `the linear-time engine cannot run it (${why})` };
  }
}

/**
 * Lookaheads right after a leading `^` (no multiline flag: the start of the text) test the text
 * from its start, so `^(?!A)(?=B)C` is exactly "not ^A, and ^B, and ^C". Any other lookahead
 * is left in place, for the translation to refuse.
 */
function leadingLookaheads(source: string): { guards: { body: string; positive: boolean }[]; rest: string } {
  const guards: { body: string; positive: boolean }[] = [];
  if (!source.startsWith('^')) return { guards, rest: source };
  let at = 1;
  while (source.startsWith('(?=', at) || source.startsWith('(?!', at)) {
    const close = closingParen(source, at);
    if (close === undefined) break;
    guards.push({ body: source.slice(at + 3, close), positive: source[at + 2] === '=' });
    at = close + 1;
  }
  // A quantified lookahead (`(?!a)*`) is not a guard: leave the pattern whole.
  // So is one before a top-level `|`: `^(?!a)b|c` guards only its first branch.
  if (/^[*+?{]/u.test(source.slice(at)) || hasTopLevelBar(source)) return { guards: [], rest: source };
  return { guards, rest: `^${source.slice(at)}` };
}

function hasTopLevelBar(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) return true;
  }
  return false;
}

/** The index of the `)` closing the group opened at `open`, skipping escapes and classes. */
function closingParen(source: string, open: number): number | undefined {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return undefined;
}

/** JavaScript's `\s` (Unicode white space and line terminators); RE2's is ASCII only. */
const JS_SPACE = '\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** JavaScript's `.` stops at every line terminator; RE2's only at `\n`. */
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

/**
 * Rewrites JavaScript syntax into RE2's where the two differ, so a valid pattern keeps the meaning
 * it had under `new RegExp(source, 'iu')`: `\s`, `.`, `\uXXXX`, `\u{X}`, `\cX`, `(?<name>`,
 * `\p{Script=X}`. Only `\S` inside a character class keeps RE2's ASCII reading.
 */
function toRe2Syntax(source: string): { re2: string } | { error: string } {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      if (!inClass && (/[1-9]/u.test(next) || next === 'k')) {
        return { error: `back-reference "\\${next}${next === 'k' ? source.slice(i + 2).replace(/>.*$/su, '>') : ''}" needs backtracking, which the linear-time engine refuses: match the repeated text itself` };
      }
      const escape = rewriteEscape(source, i, inClass);
      out += escape.text;
      i = escape.end - 1;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
      continue;
    }
    if (ch === '[') {
      if (source.startsWith('[^]', i)) {
        out += '[\\x{0}-\\x{10FFFF}]';
        i += 2;
        continue;
      }
      inClass = true;
      out += ch;
      // A `]` right after `[` or `[^` is JavaScript's empty class, not a literal: copy as is.
      continue;
    }
    if (ch === '(' && (source.startsWith('(?=', i) || source.startsWith('(?!', i))) {
      return { error: `lookahead "${source.slice(i, i + 3)}" is supported only right after a leading "^" (as in "^(?!.*#\\d)"): rewrite it so, or split the pattern in two (all of a case's patterns must match)` };
    }
    if (ch === '(' && source.startsWith('(?<', i) && !source.startsWith('(?<=', i) && !source.startsWith('(?<!', i)) {
      out += '(?P<';
      i += 2;
      continue;
    }
    out += ch === '.' ? JS_DOT : ch;
  }
  return { re2: out };
}

/** One escape starting at `at` (the backslash): its RE2 spelling and where it ends. */
function rewriteEscape(source: string, at: number, inClass: boolean): { text: string; end: number } {
  const next = source[at + 1] ?? '';
  if (next === 's') return { text: inClass ? JS_SPACE : `[${JS_SPACE}]`, end: at + 2 };
  if (next === 'S' && !inClass) return { text: `[^${JS_SPACE}]`, end: at + 2 };
  if (next === 'u') {
    const braced = /^\\u\{([0-9a-fA-F]+)\}/u.exec(source.slice(at));
    if (braced !== null) return { text: `\\x{${braced[1]!}}`, end: at + braced[0].length };
    const four = /^\\u([0-9a-fA-F]{4})/u.exec(source.slice(at));
    if (four !== null) return { text: `\\x{${four[1]!}}`, end: at + four[0].length };
  }
  if (next === 'c' && /[a-zA-Z]/u.test(source[at + 2] ?? '')) {
    return { text: `\\x{${(source.charCodeAt(at + 2) % 32).toString(16)}}`, end: at + 3 };
  }
  if (next === 'p' || next === 'P') {
    const prop = /^\\[pP]\{([^}]*)\}/u.exec(source.slice(at));
    if (prop !== null) {
      // RE2 names scripts and categories bare: `\p{Greek}`, `\p{Lu}`.
      const name = prop[1]!.replace(/^(?:Script|sc|Script_Extensions|scx|General_Category|gc)=/u, '');
      return { text: `\\${next}{${name}}`, end: at + prop[0].length };
    }
  }
  if (next === '0') return { text: '\\x{0}', end: at + 2 };
  return { text: source.slice(at, at + 2), end: at + 2 };
}
