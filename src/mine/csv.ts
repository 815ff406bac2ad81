/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may
 * hold commas, line breaks and doubled quotes (""). Ticket exports put whole message threads in
 * one quoted cell, so embedded newlines are the common case, not the edge case. Small enough to
 * own rather than add a dependency.
 *
 * It is fed one line at a time (a file is streamed, never held whole). One stray quote must not
 * swallow the rest of an export: a record whose quoted field runs over several lines and then
 * does not have the header's width — or is never closed, or grows past `MAX_RECORD_LINES` — is
 * reported at its first line, that line is skipped, and the lines after it are read again.
 */
export interface CsvRecord {
  fields: string[];
  /** 1-based line where the record starts (a quoted field may span several lines). */
  line: number;
}

export interface CsvProblem {
  line: number;
  message: string;
}

/** A quoted cell longer than this many lines is taken for a quote that was never closed. */
export const MAX_RECORD_LINES = 20_000;

export class CsvReader {
  readonly problems: CsvProblem[] = [];

  /** `delimiter`: `,` by RFC 4180; `;` from spreadsheets in many locales, a tab in TSV. */
  constructor(private readonly delimiter = ',') {}

  /** Fields a record should have (the header's); set after the header, 0 while unknown. */
  width = 0;
  private fields: string[] = [];
  private field = '';
  private quoted = false;
  private afterQuote = false;
  private recordLine = 0;
  /** Lines of the record being read, kept while it is inside a quoted field (for re-reading). */
  private pending: { text: string; line: number }[] = [];
  /** Problems of the record being read: kept only if the record is. */
  private recordProblems: CsvProblem[] = [];
  private first = true;

  /** Feeds one line (without its line break); returns the records it completes. */
  pushLine(text: string, line: number): CsvRecord[] {
    const out: CsvRecord[] = [];
    this.drain([{ text: this.first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, line }], out); // a BOM from spreadsheet exports
    this.first = false;
    return out;
  }

  /** End of input: a field still open is reported and its lines read again. */
  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    // Each pass drops one line, so this ends.
    while (this.quoted) this.drain(this.recover('a quoted field is never closed'), out);
    if (this.field !== '' || this.fields.length > 0 || this.afterQuote) this.endRecord(out);
    return out;
  }

  /** Feeds lines in order; a recovery puts the lines to read again at the front. */
  private drain(lines: { text: string; line: number }[], out: CsvRecord[]): void {
    const queue = [...lines];
    while (queue.length > 0) {
      const next = queue.shift()!;
      const again = this.feed(next.text, next.line, out);
      if (again !== undefined) queue.unshift(...again);
    }
  }

  /** Reads one line; returns the lines to read again when the record it ends is broken. */
  private feed(text: string, line: number, out: CsvRecord[]): { text: string; line: number }[] | undefined {
    if (!this.quoted) this.recordLine = line;
    this.pending.push({ text, line });
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (this.quoted) {
        if (ch !== '"') this.field += ch;
        else if (text[i + 1] === '"') {
          this.field += '"';
          i++;
        } else {
          this.quoted = false;
          this.afterQuote = true;
        }
      } else if (ch === '"' && this.field === '' && !this.afterQuote) {
        this.quoted = true;
      } else if (ch === this.delimiter) {
        this.endField();
      } else {
        if (this.afterQuote || ch === '"') this.recordProblems.push({ line, message: 'a quote inside an unquoted field, or text after a closing quote' });
        this.afterQuote = false;
        this.field += ch;
      }
    }
    if (this.quoted) {
      this.field += '\n';
      return this.pending.length > MAX_RECORD_LINES ? this.recover(`a quoted field runs over more than ${MAX_RECORD_LINES} lines`) : undefined;
    }
    const lines = this.pending.length;
    if (lines > 1 && this.width > 0 && this.fields.length + 1 !== this.width) {
      return this.recover(`a quoted field runs over ${lines} lines into a row of ${this.fields.length + 1} fields (the header has ${this.width}): a stray quote?`);
    }
    // A quote that closes lines later with text right after it closed on the next row's opening quote.
    if (lines > 1 && this.recordProblems.length > 0) {
      return this.recover(`a quoted field runs over ${lines} lines and closes before text: a stray quote?`);
    }
    this.endRecord(out);
    return undefined;
  }

  /** Reports the record's first line, drops it, and reads the lines after it again. */
  private recover(message: string): { text: string; line: number }[] {
    const [head, ...rest] = this.pending;
    this.problems.push({ line: head?.line ?? 0, message: `skipped: ${message}; the lines after it are read again` });
    this.reset();
    return rest;
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.afterQuote = false;
  }

  private endRecord(out: CsvRecord[]): void {
    this.endField();
    // A blank line is not a record.
    if (!(this.fields.length === 1 && this.fields[0] === '')) out.push({ fields: this.fields, line: this.recordLine });
    this.problems.push(...this.recordProblems);
    this.reset();
  }

  private reset(): void {
    this.fields = [];
    this.field = '';
    this.quoted = false;
    this.afterQuote = false;
    this.pending = [];
    this.recordProblems = [];
  }
}

/** Lines of a text as a file reader sees them: LF, CRLF or CR breaks. */
export function textLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/u);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A whole CSV text; the first record sets the width every later one should have. */
export function parseCsv(text: string, delimiter = ','): { records: CsvRecord[]; problems: CsvProblem[] } {
  const reader = new CsvReader(delimiter);
  const records: CsvRecord[] = [];
  textLines(text).forEach((line, i) => {
    for (const r of reader.pushLine(line, i + 1)) {
      if (records.length === 0) reader.width = r.fields.length;
      records.push(r);
    }
  });
  records.push(...reader.end());
  return { records, problems: reader.problems };
}
