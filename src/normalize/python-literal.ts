/**
 * Reads a Python literal — the `str()` of a dict or list: single- or double-quoted strings,
 * `True` / `False` / `None`, numbers, tuples — into plain data. LangChain hands its callbacks a
 * tool's input as `str(tool_input)`, so that is what LangSmith's exporter, the OpenInference
 * LangChain tracer and OpenLLMetry's callback handler record as a tool's arguments. Returns
 * undefined for anything that is not a complete literal (no partial reads, no evaluation).
 */
export function parsePythonLiteral(text: string): unknown {
  const p = new Parser(text);
  try {
    const v = p.value();
    p.space();
    return p.done() ? v : undefined;
  } catch {
    return undefined;
  }
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  done(): boolean {
    return this.i === this.s.length;
  }

  space(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }

  value(): unknown {
    this.space();
    const c = this.s[this.i];
    if (c === '{') return this.dict();
    if (c === '[') return this.seq(']');
    if (c === '(') return this.seq(')');
    if (c === "'" || c === '"') return this.str();
    for (const [word, v] of [['True', true], ['False', false], ['None', null]] as const) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    }
    const m = /^-?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+)/.exec(this.s.slice(this.i, this.i + 64));
    if (m === null) throw new Error('not a literal');
    this.i += m[0].length;
    return Number(m[0]);
  }

  private dict(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === '}') {
        this.i++;
        return out;
      }
      const key = this.value();
      this.space();
      if (this.s[this.i++] !== ':') throw new Error('expected :');
      out[typeof key === 'string' ? key : JSON.stringify(key)] = this.value();
      this.space();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== '}') throw new Error('expected , or }');
    }
  }

  private seq(close: string): unknown[] {
    const out: unknown[] = [];
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === close) {
        this.i++;
        return out;
      }
      out.push(this.value());
      this.space();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== close) throw new Error(`expected , or ${close}`);
    }
  }

  private str(): string {
    const quote = this.s[this.i++];
    let out = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i++]!;
      if (c === quote) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.s[this.i++];
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };
      if (e !== undefined && e in simple) out += simple[e];
      else if (e === 'u' || e === 'x') {
        const len = e === 'u' ? 4 : 2;
        out += String.fromCharCode(Number.parseInt(this.s.slice(this.i, this.i + len), 16));
        this.i += len;
      } else out += `\\${e ?? ''}`;
    }
    throw new Error('unterminated string');
  }
}
