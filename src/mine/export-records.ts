import type { Finding } from '../model/finding.js';
import { CsvReader, textLines } from './csv.js';
import { fileLines, fileText } from './file-text.js';
import { valueAt } from './field-path.js';
import { MineInputError } from './mine-input-error.js';

/** `jsonl`: one JSON value per line (streamed). `csv`: RFC 4180 (streamed). `json`: one JSON document (read whole). */
export type ExportFormat = 'jsonl' | 'csv' | 'json';

export type Row = Record<string, unknown>;
export interface ExportRecord {
  /** `file:line` of the record, for findings. */
  at: string;
  row: Row;
}

/** `.csv` is CSV, `.json` a JSON document (or JSON lines if it is not one), anything else JSON lines; a `.gz` suffix aside. */
export function exportFormatOf(path: string): ExportFormat {
  const name = path.replace(/\.gz$/iu, ''); // `tickets.csv.gz` is CSV (compression is found by content)
  if (/\.csv$/iu.test(name)) return 'csv';
  return /\.json$/iu.test(name) ? 'json' : 'jsonl';
}

export interface RecordOptions {
  /** Key of the array of records inside a JSON value (`tickets`), if they are not the value itself. */
  records: string | undefined;
  /** Key every record has (the id): tells a JSON document that is one record from one that holds many. */
  idKey: string;
  /** CSV field delimiter. */
  delimiter: string;
  /** The mapping key of the delimiter, for the hint when a header looks split wrongly. */
  delimiterKey: string;
  /** Mapping keys that must be CSV columns, as `[mapping key, column]`. */
  columns: readonly (readonly [string, string | undefined])[];
  onFinding: (f: Finding) => void;
}

/** The records of an export file, streamed for JSON lines and CSV, in batches (one await per batch, not per record). */
export async function* fileRecords(path: string, format: ExportFormat, o: RecordOptions): AsyncGenerator<ExportRecord[]> {
  // A `.json` file whose first line is a whole JSON value is JSON lines, however large: streamed.
  // Otherwise (pretty-printed, or one big array) it is one document, read whole.
  if (format === 'json' && !(await firstLineIsJson(path))) {
    const doc = documentRecords(await fileText(path), path, o);
    if (doc !== undefined) {
      yield doc;
      return;
    }
  }
  const parse = lineParser(path, format === 'csv' ? 'csv' : 'jsonl', o);
  let n = 0;
  let batch: ExportRecord[] = [];
  for await (const line of fileLines(path)) {
    for (const r of parse.push(line, ++n)) batch.push(r);
    if (batch.length >= 256) {
      yield batch;
      batch = [];
    }
  }
  yield [...batch, ...parse.end()];
}

async function firstLineIsJson(path: string): Promise<boolean> {
  for await (const line of fileLines(path)) {
    if (line.trim() === '') continue;
    if (line.trim().startsWith('[')) return false;
    try {
      JSON.parse(line);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/** The same, from a text already in memory. */
export function textRecords(input: string, path: string, format: ExportFormat, o: RecordOptions): ExportRecord[] {
  const text = input.replace(/^\uFEFF/u, '');
  if (format === 'json') {
    const doc = documentRecords(text, path, o);
    if (doc !== undefined) return doc;
  }
  const parse = lineParser(path, format === 'csv' ? 'csv' : 'jsonl', o);
  const out: ExportRecord[] = [];
  textLines(text).forEach((line, i) => out.push(...parse.push(line, i + 1)));
  return [...out, ...parse.end()];
}

interface LineParser {
  push(line: string, n: number): ExportRecord[];
  end(): ExportRecord[];
}

function lineParser(path: string, format: 'jsonl' | 'csv', o: RecordOptions): LineParser {
  if (format === 'jsonl') {
    return {
      push(line, n) {
        if (line.trim() === '') return [];
        const at = `${path}:${n}`;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch (err) {
          o.onFinding({ code: 'mine.parse', path: at, message: `skipped: ${(err as Error).message}`, severity: 'warning' });
          return [];
        }
        return recordsIn(value, at, o);
      },
      end: () => [],
    };
  }
  return csvParser(path, o);
}

function csvParser(path: string, o: RecordOptions): LineParser {
  const reader = new CsvReader(o.delimiter);
  let columns: string[] | undefined;
  let reported = 0;
  const rows = (records: { fields: string[]; line: number }[]): ExportRecord[] => {
    for (; reported < reader.problems.length; reported++) {
      const p = reader.problems[reported]!;
      o.onFinding({ code: 'mine.csv', path: `${path}:${p.line}`, message: p.message, severity: 'warning' });
    }
    return records.flatMap((r) => {
      if (columns === undefined) {
        columns = r.fields.map((f) => f.trim());
        reader.width = columns.length;
        checkColumns(columns, path, o);
        return [];
      }
      const at = `${path}:${r.line}`;
      if (r.fields.length !== columns.length) {
        o.onFinding({ code: 'mine.csv', path: at, message: `skipped: ${r.fields.length} fields, the header has ${columns.length}`, severity: 'warning' });
        return [];
      }
      const cols = columns;
      return [{ at, row: Object.fromEntries(cols.map((c, i) => [c, r.fields[i]])) }];
    });
  };
  return { push: (line, n) => rows(reader.pushLine(line, n)), end: () => rows(reader.end()) };
}

function checkColumns(columns: readonly string[], path: string, o: RecordOptions): void {
  const missing = o.columns.filter(([, col]) => col !== undefined && !columns.includes(col));
  if (missing.length === 0) return;
  // One column holding the others' names: the file is delimited by something else.
  const other = columns.length === 1 ? [';', '\t', ',', '|'].find((d) => d !== o.delimiter && columns[0]!.includes(d)) : undefined;
  const hint = other === undefined ? '' : `; the header looks ${other === '\t' ? 'tab' : `"${other}"`}-delimited: set ${o.delimiterKey}`;
  throw new MineInputError(missing.map(([key, col]) => ({
    code: 'mapping.column', path: `${path}:1`, severity: 'error' as const,
    message: `${key}: column "${col}" is not in the CSV header (${columns.join(', ')})${hint}`,
  })));
}

/** Records in one JSON value: at the `records` key, or the value itself, an array of records, or the one array an object holds. */
function recordsIn(value: unknown, at: string, o: RecordOptions): ExportRecord[] {
  let list: unknown = value;
  if (o.records !== undefined) {
    list = valueAt(value, o.records);
    if (!Array.isArray(list)) {
      o.onFinding({ code: 'mine.records', path: at, message: `skipped: no array of records at "${o.records}"`, severity: 'warning' });
      return [];
    }
  } else if (isObject(value) && valueAt(value, o.idKey) === undefined) {
    // `{"tickets": [...], "next_page": …}`: an API page whose one array holds objects with ids.
    const arrays = Object.values(value).filter((v) => Array.isArray(v) && v.some((x) => isObject(x) && valueAt(x, o.idKey) !== undefined));
    if (arrays.length === 1) list = arrays[0];
  }
  const items = Array.isArray(list) ? list : [list];
  return items.flatMap((row, i) => {
    const where = items.length > 1 || list !== value ? `${at} record ${i + 1}` : at;
    if (isObject(row)) return [{ at: where, row }];
    o.onFinding({ code: 'mine.parse', path: where, message: 'skipped: expected a JSON object', severity: 'warning' });
    return [];
  });
}

/** A whole-file JSON document's records, or undefined when the text is not one JSON value (JSON lines then). */
function documentRecords(text: string, path: string, o: RecordOptions): ExportRecord[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return recordsIn(value, path, o);
}

const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
