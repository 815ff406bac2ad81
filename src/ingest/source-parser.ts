/**
 * Turns the lines of one source into span batches: decides whether the source holds one
 * request per line or one for the whole source, and reports what it cannot read.
 */
import type { Finding } from '../model/finding.js';
import { decodeOtlpJsonRequest } from './otlp-json.js';
import { InputError, errText } from './read-types.js';
import type { Ctx } from './read-types.js';

/**
 * detect: no non-blank line yet. first-failed: the first non-blank line did not
 * parse; the next one decides. lines: one request per line. whole: one request
 * (or an array of them) for the whole source.
 */
type Mode = 'detect' | 'first-failed' | 'lines' | 'whole';

function isBlank(line: string): boolean {
  const c = line.charCodeAt(0);
  // Fast path: OTLP lines start with '{' or '['.
  if (c === 123 || c === 91) return false;
  return line.trim().length === 0;
}

/** An OTLP/JSON ExportTraceServiceRequest (or an array of them) by its shape. */
export function looksLikeRequest(v: unknown): boolean {
  if (Array.isArray(v)) return true;
  return typeof v === 'object' && v !== null && ('resourceSpans' in v || 'resource_spans' in v);
}

export class SourceParser {
  private lineNo = 0;
  private mode: Mode = 'detect';
  /** Lines from the first non-blank one on, kept only while they may form one document. */
  private held: string[] = [];
  private heldFrom = 0;
  private firstError: unknown;
  private readonly reasons: string[] = [];
  private readonly reject = (reason: string): void => {
    this.reasons.push(reason);
  };

  constructor(
    private readonly ctx: Ctx,
    private readonly where: string,
  ) {}

  line(text: string): void {
    const lineNo = ++this.lineNo;
    if (isBlank(text)) {
      if (this.mode === 'first-failed' || this.mode === 'whole') this.held.push(text);
      return;
    }
    this.ctx.stats.lines++;
    switch (this.mode) {
      case 'lines': {
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch (e) {
          this.badJson(text, e, lineNo);
          return;
        }
        this.value(v, lineNo);
        return;
      }
      case 'whole':
        this.held.push(text);
        return;
      case 'detect': {
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch (e) {
          this.mode = 'first-failed';
          this.held.push(text);
          this.heldFrom = lineNo;
          this.firstError = e;
          return;
        }
        this.mode = 'lines';
        this.value(v, lineNo);
        return;
      }
      case 'first-failed': {
        // Deviation from a pure first-line rule: a JSON-lines file whose first line
        // is corrupt would otherwise be lost whole. A pretty-printed request never
        // has a complete request on its second line.
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch {
          v = undefined;
        }
        if (v !== undefined && looksLikeRequest(v)) {
          const first = this.held[0] as string;
          this.held = [];
          this.mode = 'lines';
          this.badJson(first, this.firstError, this.heldFrom);
          this.value(v, lineNo);
        } else {
          this.mode = 'whole';
          this.held.push(text);
        }
        return;
      }
    }
  }

  end(): void {
    if (this.mode !== 'whole' && this.mode !== 'first-failed') return;
    const text = this.held.join('\n');
    this.held = [];
    // Usually one value. Several pretty-printed values one after another (what
    // `jq . spans.jsonl` prints) are read one by one: V8 stops right after the
    // first value, so this stays linear.
    let start = 0;
    let lineNo = this.heldFrom;
    for (;;) {
      const rest = start === 0 ? text : text.slice(start);
      let v: unknown;
      let next = -1;
      try {
        v = JSON.parse(rest);
      } catch (e) {
        const m = TRAILING_RE.exec(errText(e));
        if (m === null) {
          this.badJson(rest, e, lineNo);
          return;
        }
        next = Number(m[1]);
        try {
          v = JSON.parse(rest.slice(0, next));
        } catch (e2) {
          this.badJson(rest, e2, lineNo);
          return;
        }
      }
      this.value(v, lineNo);
      if (next === -1) return;
      lineNo += lineColumn(rest, next).line - 1;
      start += next;
    }
  }

  private report(code: string, lineNo: number, message: string): void {
    const f: Finding = { code, path: `${this.where}:${lineNo}`, message, severity: 'warning' };
    if (this.ctx.opts.strict) throw new InputError(f);
    this.ctx.opts.onFinding(f);
  }

  private badJson(text: string, e: unknown, firstLineNo: number): void {
    const { offset, message } = describeJsonError(text, e);
    const { line, column } = lineColumn(text, offset);
    this.ctx.stats.skippedLines++;
    this.report('json.parse', firstLineNo + line - 1, `${message} (column ${column})`);
  }

  private value(v: unknown, lineNo: number): void {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) this.request(v[i], lineNo, `[${i}]: `);
    } else {
      this.request(v, lineNo, '');
    }
  }

  private request(v: unknown, lineNo: number, prefix: string): void {
    if (!looksLikeRequest(v) || Array.isArray(v)) {
      this.ctx.stats.skippedLines++;
      this.report('otlp.shape', lineNo, `${prefix}not an OTLP ExportTraceServiceRequest (no resourceSpans)`);
      return;
    }
    const reasons = this.reasons;
    reasons.length = 0;
    const spans = decodeOtlpJsonRequest(v, this.reject);
    for (let i = 0; i < reasons.length; i++) {
      this.ctx.stats.rejectedSpans++;
      this.report('span.rejected', lineNo, prefix + (reasons[i] as string));
    }
    if (spans.length > 0) {
      this.ctx.stats.spans += spans.length;
      this.ctx.consumer.consume(spans);
    }
  }
}

// ---------------------------------------------------------------- JSON error positions

/** V8's message when a complete value is followed by more text. */
const TRAILING_RE = /^Unexpected non-whitespace character after JSON at position (\d+)/;
/** `position N` in V8's JSON.parse messages (Node 20: only some messages carry it). */
const POSITION_RE = /\s+at position (\d+)[\s\S]*$/;
/**
 * V8: `Unexpected token 'x', "<source excerpt>" is not valid JSON`; the excerpt
 * may span lines and be cut with `...` on either side. Keep only the token part.
 */
const TOKEN_PREFIX = "Unexpected token '";

/** The offset of the offending character and a single-line message without source excerpts. */
function describeJsonError(text: string, e: unknown): { offset: number; message: string } {
  const msg = errText(e);
  const pos = POSITION_RE.exec(msg);
  if (pos) return { offset: Number(pos[1]), message: msg.slice(0, pos.index) };
  if (msg.startsWith('Unexpected end of JSON input')) return { offset: text.length, message: 'Unexpected end of JSON input' };
  // The token is one character (two UTF-16 units for an astral one), then `', `.
  const end = msg.startsWith(TOKEN_PREFIX) ? msg.indexOf("', ", TOKEN_PREFIX.length + 1) : -1;
  return { offset: firstBadOffset(text), message: end > 0 ? msg.slice(0, end + 1) : (msg.split('\n')[0] as string) };
}

/** Whether `s` could start a valid JSON text, judged by V8 itself. */
function isValidPrefix(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch (e) {
    const msg = errText(e);
    if (msg.startsWith('Unexpected end of JSON input')) return true;
    const pos = POSITION_RE.exec(msg);
    return pos !== null && Number(pos[1]) >= s.length;
  }
}

/**
 * For V8 messages without a position: bisect for the shortest prefix that is no
 * longer a valid JSON prefix (validity of prefixes is monotone). Error path only.
 */
function firstBadOffset(text: string): number {
  let lo = 0;
  let hi = text.length;
  if (isValidPrefix(text)) return text.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (isValidPrefix(text.slice(0, mid))) lo = mid;
    else hi = mid;
  }
  return hi - 1;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
