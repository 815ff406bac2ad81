/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may
 * hold commas, line breaks and doubled quotes (""). Ticket exports put whole message threads in
 * one quoted cell, so embedded newlines are the common case, not the edge case. Small enough to
 * own rather than add a dependency.
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

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a BOM from spreadsheet exports
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteOpenedAt = 0;
  let afterQuote = false;
  const endField = (): void => {
    fields.push(field);
    field = '';
    afterQuote = false;
  };
  const endRecord = (): void => {
    endField();
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ fields, line: recordLine });
    fields = [];
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '' && !afterQuote) {
      quoted = true;
      quoteOpenedAt = line;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      if (afterQuote || ch === '"') problems.push({ line, message: 'a quote inside an unquoted field, or text after a closing quote' });
      afterQuote = false;
      field += ch;
    }
  }
  if (quoted) problems.push({ line: quoteOpenedAt, message: 'a quoted field is never closed' });
  if (field !== '' || fields.length > 0 || afterQuote) endRecord();
  return { records, problems };
}
