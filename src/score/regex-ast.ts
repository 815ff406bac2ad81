/**
 * A parser for the subset of JavaScript regex syntax the response lexicon uses, into a small
 * syntax tree. Anything outside the subset throws UnsupportedRegexSyntax, so callers that
 * reason about patterns can give up safely instead of guessing.
 */

export type RegexNode =
  /** One literal character (a code point in unicode mode, a code unit otherwise). */
  | { kind: 'char'; value: string }
  /** Consumes exactly one character from a set not tracked here: `.`, `[...]`, `\d`, `\p{L}`… */
  | { kind: 'set'; source: string }
  /** Zero-width: `^`, `$`, `\b`, `\B`. */
  | { kind: 'assert'; source: string }
  /** Zero-width look-around; its body is parsed (to find its end) but never used. */
  | { kind: 'look'; behind: boolean; negative: boolean; body: RegexNode }
  | { kind: 'group'; capture: boolean; name: string | undefined; body: RegexNode }
  | { kind: 'alt'; branches: RegexNode[] }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'repeat'; min: number; max: number; lazy: boolean; body: RegexNode }
  /** `\1` or `\k<name>`: consumes whatever the group matched, possibly nothing. */
  | { kind: 'backref'; ref: string };

/** Thrown for syntax outside the understood subset; callers turn it into "no guarantee". */
export class UnsupportedRegexSyntax extends Error {}

const SYNTAX_CHARS = '^$\\.*+?()[]{}|/';
const CLASS_ESCAPES = 'dDwWsS';
const CONTROL_ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

class Parser {
  private pos = 0;

  constructor(
    private readonly src: string,
    private readonly unicode: boolean,
  ) {}

  parse(): RegexNode {
    const node = this.alternation();
    if (this.pos !== this.src.length) this.fail('unbalanced )');
    return node;
  }

  private fail(what: string): never {
    throw new UnsupportedRegexSyntax(`${what} at ${this.pos} in /${this.src}/`);
  }

  private peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  private alternation(): RegexNode {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.pos++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? (branches[0] as RegexNode) : { kind: 'alt', branches };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    for (;;) {
      const c = this.peek();
      if (c === undefined || c === '|' || c === ')') break;
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return { kind: 'seq', items };
  }

  private quantified(atom: RegexNode): RegexNode {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.pos++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
    } else if (c === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(this.src.slice(this.pos));
      if (m === null) this.fail('unquantifiable {'); // a literal "{" only exists without the u flag
      this.pos += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' || m[3] === undefined ? Infinity : Number(m[3]);
      if (!Number.isSafeInteger(min) || max < min) this.fail('bad {m,n}');
    } else {
      return atom;
    }
    // Quantified assertions and look-arounds are syntax errors with the u flag and odd
    // Annex B legacy without it: not part of the understood subset.
    if (atom.kind === 'assert' || atom.kind === 'look') this.fail('quantified assertion');
    let lazy = false;
    if (this.peek() === '?') {
      this.pos++;
      lazy = true;
    }
    const next = this.peek();
    if (next === '*' || next === '+' || next === '?' || next === '{') this.fail('nothing to repeat');
    return { kind: 'repeat', min, max, lazy, body: atom };
  }

  private atom(): RegexNode {
    const c = this.peek() as string;
    switch (c) {
      case '^':
      case '$':
        this.pos++;
        return { kind: 'assert', source: c };
      case '.':
        this.pos++;
        return { kind: 'set', source: '.' };
      case '(':
        return this.group();
      case '[':
        return this.characterClass();
      case '\\':
        return this.escape();
      case '*':
      case '+':
      case '?':
      case '{':
      case '}':
      case ']':
        return this.fail(`unexpected ${c}`);
      default:
        return { kind: 'char', value: this.takeChar() };
    }
  }

  /** One literal character: a whole code point with the u flag, one code unit without. */
  private takeChar(): string {
    if (this.unicode) {
      const cp = this.src.codePointAt(this.pos) as number;
      const ch = String.fromCodePoint(cp);
      this.pos += ch.length;
      return ch;
    }
    return this.src[this.pos++] as string;
  }

  private group(): RegexNode {
    this.pos++; // (
    let node: RegexNode;
    if (this.peek() !== '?') {
      node = { kind: 'group', capture: true, name: undefined, body: this.alternation() };
    } else {
      const rest = this.src.slice(this.pos, this.pos + 3);
      if (rest.startsWith('?:')) {
        this.pos += 2;
        node = { kind: 'group', capture: false, name: undefined, body: this.alternation() };
      } else if (rest.startsWith('?=') || rest.startsWith('?!')) {
        this.pos += 2;
        node = { kind: 'look', behind: false, negative: rest[1] === '!', body: this.alternation() };
      } else if (rest === '?<=' || rest === '?<!') {
        this.pos += 3;
        node = { kind: 'look', behind: true, negative: rest[2] === '!', body: this.alternation() };
      } else if (rest.startsWith('?<')) {
        const m = /^\?<([A-Za-z_$][\w$]*)>/.exec(this.src.slice(this.pos));
        if (m === null) this.fail('bad group name');
        this.pos += m[0].length;
        node = { kind: 'group', capture: true, name: m[1], body: this.alternation() };
      } else {
        // Modifiers such as (?i:…) would change what a literal matches.
        return this.fail('unknown group');
      }
    }
    if (this.peek() !== ')') this.fail('unterminated group');
    this.pos++;
    return node;
  }

  private characterClass(): RegexNode {
    const start = this.pos;
    this.pos++; // [
    if (this.peek() === '^') this.pos++;
    for (;;) {
      const c = this.peek();
      if (c === undefined) this.fail('unterminated class');
      if (c === ']') break;
      if (c === '\\') {
        const e = this.peek(1);
        if (e === undefined) this.fail('trailing backslash');
        if ((e === 'p' || e === 'P' || e === 'u') && this.peek(2) === '{' && this.unicode) {
          const close = this.src.indexOf('}', this.pos);
          if (close < 0) this.fail('unterminated escape');
          this.pos = close + 1;
        } else {
          this.pos += 2;
        }
        continue;
      }
      this.pos++;
    }
    this.pos++; // ]
    return { kind: 'set', source: this.src.slice(start, this.pos) };
  }

  private escape(): RegexNode {
    const start = this.pos;
    this.pos++; // backslash
    const e = this.peek();
    if (e === undefined) return this.fail('trailing backslash');
    this.pos++;
    if (e === 'b' || e === 'B') return { kind: 'assert', source: `\\${e}` };
    if (CLASS_ESCAPES.includes(e)) return { kind: 'set', source: `\\${e}` };
    if (e === 'p' || e === 'P') {
      if (!this.unicode || this.peek() !== '{') return this.fail('\\p without u flag');
      const close = this.src.indexOf('}', this.pos);
      if (close < 0) return this.fail('unterminated \\p');
      this.pos = close + 1;
      return { kind: 'set', source: this.src.slice(start, this.pos) };
    }
    const control = CONTROL_ESCAPES[e];
    if (control !== undefined) return { kind: 'char', value: control };
    if (e === '0' && !/[0-9]/.test(this.peek() ?? '')) return { kind: 'char', value: '\0' };
    if (/[1-9]/.test(e)) {
      const m = /^\d*/.exec(this.src.slice(this.pos)) as RegExpExecArray;
      this.pos += m[0].length;
      return { kind: 'backref', ref: e + m[0] };
    }
    if (e === 'k') {
      const m = /^<([A-Za-z_$][\w$]*)>/.exec(this.src.slice(this.pos));
      if (m === null) return this.fail('bad \\k');
      this.pos += m[0].length;
      return { kind: 'backref', ref: m[1] as string };
    }
    if (e === 'x') {
      const m = /^[0-9a-fA-F]{2}/.exec(this.src.slice(this.pos));
      if (m === null) return this.fail('bad \\x');
      this.pos += 2;
      return { kind: 'char', value: String.fromCharCode(parseInt(m[0], 16)) };
    }
    if (e === 'u') {
      const braced = this.unicode ? /^\{([0-9a-fA-F]{1,6})\}/.exec(this.src.slice(this.pos)) : null;
      const m = braced ?? /^([0-9a-fA-F]{4})/.exec(this.src.slice(this.pos));
      if (m === null) return this.fail('bad \\u');
      const cp = parseInt(m[1] as string, 16);
      // Surrogate escapes pair up differently with and without the u flag: not worth the risk.
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return this.fail('surrogate escape');
      this.pos += m[0].length;
      return { kind: 'char', value: String.fromCodePoint(cp) };
    }
    if (e === 'c') {
      const l = this.peek();
      if (l === undefined || !/[A-Za-z]/.test(l)) return this.fail('bad \\c');
      this.pos++;
      return { kind: 'char', value: String.fromCharCode(l.charCodeAt(0) % 32) };
    }
    if (SYNTAX_CHARS.includes(e)) return { kind: 'char', value: e };
    // Without the u flag any other punctuation escapes to itself (`\'`, `\-`); with it, that
    // is a syntax error. Letters and digits mean something else or are reserved.
    if (!this.unicode && /[!-/:-@[-`{-~]/.test(e)) return { kind: 'char', value: e };
    return this.fail(`unknown escape \\${e}`);
  }
}

/** Parses a regex source; throws UnsupportedRegexSyntax outside the understood subset. */
export function parseRegex(source: string, flags = 'u'): RegexNode {
  if (flags.includes('v')) throw new UnsupportedRegexSyntax('v flag');
  return new Parser(source, flags.includes('u')).parse();
}

