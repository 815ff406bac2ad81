import type { Finding } from '../model/finding.js';
import { parseCsv } from './csv.js';
import type { TicketMapping } from './mapping.js';
import { MineInputError } from './mine-input-error.js';
import type { ThreadMessage, Ticket } from './ticket.js';

export type TicketFormat = 'jsonl' | 'csv';

/** `.csv` is CSV; anything else (`.jsonl`, `.ndjson`, `.json`) is one JSON object per line. */
export function ticketFormatOf(path: string): TicketFormat {
  return /\.csv$/iu.test(path) ? 'csv' : 'jsonl';
}

/**
 * Reads a ticket export through the mapping. A record that cannot be read is a warning finding
 * and is not screened; a mapped column missing from a CSV header is an error naming the key.
 */
export function readTickets(text: string, path: string, format: TicketFormat, m: TicketMapping, onFinding: (f: Finding) => void): Ticket[] {
  const records = format === 'csv' ? csvRecords(text, path, m, onFinding) : jsonlRecords(text, path, onFinding);
  const tickets: Ticket[] = [];
  for (const { at, row } of records) {
    const id = scalar(row[m.id]);
    if (id === undefined || id === '') {
      onFinding({ code: 'mine.ticket_id', path: at, message: `no ticket id in column "${m.id}" (tickets.id)`, severity: 'warning' });
      continue;
    }
    tickets.push({
      id,
      status: scalar(row[m.status]) ?? '',
      actions: list(row[m.resolution_actions], m.separator),
      queues: m.queue_history === undefined ? [] : list(row[m.queue_history], m.separator),
      messages: thread(row[m.messages], m),
      at,
    });
  }
  return tickets;
}

type Row = Record<string, unknown>;

function jsonlRecords(text: string, path: string, onFinding: (f: Finding) => void): { at: string; row: Row }[] {
  const out: { at: string; row: Row }[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const at = `${path}:${i + 1}`;
    try {
      const value: unknown = JSON.parse(line);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected a JSON object');
      out.push({ at, row: value as Row });
    } catch (err) {
      onFinding({ code: 'mine.parse', path: at, message: `skipped: ${(err as Error).message}`, severity: 'warning' });
    }
  });
  return out;
}

function csvRecords(text: string, path: string, m: TicketMapping, onFinding: (f: Finding) => void): { at: string; row: Row }[] {
  const { records, problems } = parseCsv(text);
  for (const p of problems) onFinding({ code: 'mine.csv', path: `${path}:${p.line}`, message: p.message, severity: 'warning' });
  const [header, ...rows] = records;
  if (header === undefined) return [];
  const columns = header.fields.map((f) => f.trim());
  const mapped: [string, string | undefined][] = [['id', m.id], ['status', m.status], ['resolution_actions', m.resolution_actions], ['queue_history', m.queue_history], ['messages', m.messages]];
  const missing = mapped.filter(([, col]) => col !== undefined && !columns.includes(col));
  if (missing.length > 0) {
    throw new MineInputError(missing.map(([key, col]) => ({
      code: 'mapping.column', path: `${path}:1`, severity: 'error' as const,
      message: `tickets.${key}: column "${col}" is not in the CSV header (${columns.join(', ')})`,
    })));
  }
  return rows.flatMap((r) => {
    const at = `${path}:${r.line}`;
    if (r.fields.length !== columns.length) {
      onFinding({ code: 'mine.csv', path: at, message: `skipped: ${r.fields.length} fields, the header has ${columns.length}`, severity: 'warning' });
      return [];
    }
    return [{ at, row: Object.fromEntries(columns.map((c, i) => [c, r.fields[i]])) }];
  });
}

function scalar(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** A JSON array, or one cell with a separator: "refund; note". */
function list(v: unknown, separator: string): string[] {
  if (Array.isArray(v)) return v.map(scalar).filter((s): s is string => s !== undefined && s !== '');
  const s = scalar(v);
  if (s === undefined || s === '') return [];
  if (s.startsWith('[')) {
    try {
      return list(JSON.parse(s) as unknown, separator);
    } catch {
      // not JSON after all: fall through to the separator
    }
  }
  return s.split(separator).map((x) => x.trim()).filter((x) => x !== '');
}

const LINE_AUTHOR = /^([\p{L}][\p{L}\p{N} _.-]{0,40}):\s?(.*)$/u;

/** A JSON array of message objects, or "author: text" lines (a line without an author continues the message). */
function thread(v: unknown, m: TicketMapping): ThreadMessage[] {
  if (Array.isArray(v)) {
    return v.flatMap((msg) => {
      if (msg === null || typeof msg !== 'object') return [];
      const author = scalar((msg as Row)[m.author]);
      const text = scalar((msg as Row)[m.text]);
      return author === undefined || text === undefined || text === '' ? [] : [{ author, text }];
    });
  }
  const s = scalar(v);
  if (s === undefined || s === '') return [];
  if (s.startsWith('[')) {
    try {
      return thread(JSON.parse(s) as unknown, m);
    } catch {
      // not JSON: read it as lines
    }
  }
  // Only a known author starts a message, so "Note: the card was closed" stays inside one.
  const authors = new Set([...m.agent, ...m.customer].map((a) => a.toLowerCase()));
  const out: ThreadMessage[] = [];
  for (const line of s.split(/\r?\n/u)) {
    const hit = LINE_AUTHOR.exec(line);
    const last = out[out.length - 1];
    if (hit !== null && authors.has(hit[1]!.trim().toLowerCase())) out.push({ author: hit[1]!.trim(), text: hit[2]!.trim() });
    else if (last !== undefined && line.trim() !== '') last.text = `${last.text}\n${line.trim()}`.trim();
  }
  return out.filter((msg) => msg.text !== '');
}
