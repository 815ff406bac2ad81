import type { Finding } from '../model/finding.js';
import { DEFAULT_MAX_OPEN } from './max-open.js';
import { exportFormatOf, fileRecords, textRecords } from './export-records.js';
import type { ExportFormat, ExportRecord, RecordOptions } from './export-records.js';
import { valueAt } from './field-path.js';
import type { TicketMapping } from './mapping.js';
import { plainText } from './plain-text.js';
import { withoutQuotedReply } from './quoted-reply.js';
import { ignoredBy } from './ignore-patterns.js';
import { sideOf, UnknownLabels } from './roles.js';
import type { ThreadMessage, Ticket } from './ticket.js';
import { inTimeOrder, timeOf } from './time-order.js';

export type TicketFormat = ExportFormat;

/** `.csv` is CSV, `.json` a JSON document (`[…]` or `{"tickets": […]}`), anything else JSON lines. */
export const ticketFormatOf = exportFormatOf;

/**
 * Reads a ticket export through the mapping, streamed. A record that cannot be read is a warning
 * finding and is not screened; a mapped column missing from a CSV header is an error naming the key.
 */
export async function* streamTickets(path: string, format: TicketFormat, m: TicketMapping, onFinding: (f: Finding) => void, maxOpen = DEFAULT_MAX_OPEN): AsyncGenerator<Ticket[]> {
  const build = new TicketAssembler(m, onFinding, maxOpen);
  for await (const batch of fileRecords(path, format, recordOptions(m, onFinding))) {
    const out: Ticket[] = [];
    for (const r of batch) out.push(...build.push(r));
    yield out;
  }
  yield build.end();
}

/** The same over a text in memory. */
export function readTickets(text: string, path: string, format: TicketFormat, m: TicketMapping, onFinding: (f: Finding) => void): Ticket[] {
  const build = new TicketAssembler(m, onFinding);
  return [...textRecords(text, path, format, recordOptions(m, onFinding)).flatMap((r) => build.push(r)), ...build.end()];
}

function recordOptions(m: TicketMapping, onFinding: (f: Finding) => void): RecordOptions {
  const columns: [string, string | undefined][] = [
    ['tickets.id', m.id], ['tickets.status', m.status], ['tickets.resolution_actions', m.resolution_actions], ['tickets.queue_history', m.queue_history],
    ...(m.rows === 'message'
      ? [['tickets.author', m.author], ['tickets.text', m.text], ['tickets.date', m.date], ['tickets.public', m.public]] as [string, string | undefined][]
      : [['tickets.messages', m.messages]] as [string, string | undefined][]),
  ];
  return { records: m.records, idKey: m.id, delimiter: m.delimiter, delimiterKey: 'tickets.delimiter', columns, onFinding };
}

interface Open {
  ticket: Ticket;
  seq: number;
  /** With `tickets.date`, the time of the row the status was read from: the latest row's status wins. */
  statusTime?: number;
  /** Message rows with their time, put in order when the ticket is complete. */
  rows: { msg: ThreadMessage | undefined; time: unknown }[];
}

/**
 * Records → tickets. One record per ticket: each record is a ticket. One record per message
 * (`rows: message`): records with the same id are gathered into one ticket, which is complete at
 * the end of the file, or — so memory stays bounded on any export — when more than
 * `maxOpen` (default `DEFAULT_MAX_OPEN`) tickets are open, the one whose last message is oldest in the file.
 */
class TicketAssembler {
  private readonly open = new Map<string, Open>();
  private seq = 0;
  private readonly unknown = new UnknownLabels();

  private warnedFull = false;
  private latest: string | undefined;

  constructor(private readonly m: TicketMapping, private readonly onFinding: (f: Finding) => void, private readonly maxOpen = DEFAULT_MAX_OPEN) {}

  push({ at, row }: ExportRecord): Ticket[] {
    const m = this.m;
    const id = scalar(valueAt(row, m.id));
    if (id === undefined || id === '') {
      this.onFinding({ code: 'mine.ticket_id', path: at, message: `skipped: no ticket id at "${m.id}" (tickets.id)`, severity: 'warning' });
      return [];
    }
    if (m.rows === 'ticket') return [this.finish({ ticket: { ...this.header(id, row, at), messages: [] }, seq: 0, rows: this.thread(valueAt(row, m.messages!), at) })];

    let open = this.open.get(id);
    if (open === undefined) open = { ticket: { ...this.header(id, row, at), messages: [] }, seq: this.seq++, rows: [], ...this.rowTime(row) };
    else this.merge(open, row);
    // Re-inserted so the map stays in order of each ticket's latest message (already so for the latest ticket).
    if (id !== this.latest) {
      this.open.delete(id);
      this.open.set(id, open);
      this.latest = id;
    }
    open.rows.push(...this.thread([row], at));
    if (this.open.size <= this.maxOpen) return [];
    if (!this.warnedFull) {
      this.warnedFull = true;
      this.onFinding({
        code: 'mine.too_many_open', path: at, severity: 'warning',
        message: `more than ${this.maxOpen} tickets open at once (their records are interleaved): the stalest are screened before their later records arrive, which are then reported as repeats; sort the export by ticket id, or raise --max-open`,
      });
    }
    const [oldest] = this.open.keys();
    return [this.close(oldest!)];
  }

  end(): Ticket[] {
    // What is still open at the end comes out in the order it first appeared.
    const out = [...this.open].sort(([, a], [, b]) => a.seq - b.seq).map(([id]) => this.close(id));
    for (const f of this.unknown.findings('author', 'tickets.agent or tickets.customer')) this.onFinding(f);
    return out;
  }

  private close(id: string): Ticket {
    const open = this.open.get(id)!;
    this.open.delete(id);
    if (this.latest === id) this.latest = undefined;
    return this.finish(open);
  }

  private finish({ ticket, rows }: Open): Ticket {
    const ordered = this.m.date === undefined ? { items: rows } : inTimeOrder(rows, (r) => r.time);
    if (ordered.unreadable !== undefined) {
      this.onFinding({ code: 'mine.date', path: ticket.at, message: `ticket ${ticket.id}: cannot read the time ${JSON.stringify(ordered.unreadable)} (tickets.date); messages kept in file order`, severity: 'warning' });
    }
    ticket.messages = ordered.items.flatMap((r) => (r.msg === undefined ? [] : [r.msg]));
    return ticket;
  }

  private header(id: string, row: Row, at: string): Omit<Ticket, 'messages'> {
    const m = this.m;
    return {
      id,
      status: scalar(valueAt(row, m.status)) ?? '',
      actions: list(valueAt(row, m.resolution_actions), m.separator),
      queues: m.queue_history === undefined ? [] : list(valueAt(row, m.queue_history), m.separator),
      at,
    };
  }

  private rowTime(row: Row): { statusTime?: number } {
    const time = this.m.date === undefined ? undefined : timeOf(valueAt(row, this.m.date));
    return time === undefined ? {} : { statusTime: time };
  }

  /**
   * A later message row of the same ticket: every action, queues in order, and the status of the
   * latest row — by `tickets.date` when it is set (exports listing newest first are common), else
   * by file order.
   */
  private merge(open: Open, row: Row): void {
    const m = this.m;
    const t = open.ticket;
    const status = scalar(valueAt(row, m.status));
    const { statusTime } = this.rowTime(row);
    const later = open.statusTime === undefined || statusTime === undefined || statusTime >= open.statusTime;
    if (status !== undefined && status !== '' && later) {
      t.status = status;
      if (statusTime !== undefined) open.statusTime = statusTime;
    }
    for (const a of list(valueAt(row, m.resolution_actions), m.separator)) if (!t.actions.includes(a)) t.actions.push(a);
    if (m.queue_history === undefined) return;
    for (const q of list(valueAt(row, m.queue_history), m.separator)) if (t.queues[t.queues.length - 1] !== q) t.queues.push(q);
  }

  /** A JSON array of message objects, or "author: text" lines (a line without a known author continues the message). */
  private thread(v: unknown, at: string): Open['rows'] {
    const m = this.m;
    if (Array.isArray(v)) {
      return v.flatMap((msg) => {
        if (msg === null || typeof msg !== 'object') return [];
        if (m.public !== undefined && isFalse(valueAt(msg, m.public))) return []; // an internal note
        const author = scalar(valueAt(msg, m.author));
        const text = scalar(valueAt(msg, m.text));
        if (author === undefined || text === undefined) return [];
        const clean = withoutQuotedReply(plainText(text)).trim();
        if (clean === '' || ignoredBy(m.ignore)(clean)) return [];
        if (sideOf(author, m) === null) this.unknown.note(author, at);
        return [{ msg: { author, text: clean }, time: m.date === undefined ? undefined : valueAt(msg, m.date) }];
      });
    }
    const s = scalar(v);
    if (s === undefined || s === '') return [];
    if (s.startsWith('[')) {
      try {
        return this.thread(JSON.parse(s) as unknown, at);
      } catch {
        // not JSON: read it as lines
      }
    }
    const text = plainText(s);
    // The first line of a thread names its author: a label on neither side is worth a warning.
    const first = LINE_AUTHOR.exec(text.split(/\r?\n/u)[0] ?? '');
    if (first !== null && sideOf(first[1]!, m) === null) this.unknown.note(first[1]!.trim(), at);
    return lineThread(text, m).filter((msg) => !ignoredBy(m.ignore)(msg.text)).map((msg) => ({ msg: { ...msg, text: withoutQuotedReply(msg.text) }, time: undefined }));
  }
}

type Row = Record<string, unknown>;

const LINE_AUTHOR = /^([\p{L}][\p{L}\p{N} _.#()[\]-]{0,40}):\s?(.*)$/u;

/** "author: text" lines; only a known author starts a message, so "Note: the card was closed" stays inside one. */
function lineThread(s: string, m: TicketMapping): ThreadMessage[] {
  const out: ThreadMessage[] = [];
  for (const line of s.split(/\r?\n/u)) {
    const hit = LINE_AUTHOR.exec(line);
    const last = out[out.length - 1];
    if (hit !== null && sideOf(hit[1]!, m) !== null) out.push({ author: hit[1]!.trim(), text: hit[2]!.trim() });
    else if (last !== undefined && line.trim() !== '') last.text = `${last.text}\n${line.trim()}`.trim();
  }
  return out.filter((msg) => msg.text !== '');
}

function scalar(v: unknown): string | undefined {
  if (Array.isArray(v) && v.length === 1) return scalar(v[0]);
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

const isFalse = (v: unknown): boolean => v === false || v === 0 || (typeof v === 'string' && /^(?:false|0|no|private|internal)$/iu.test(v.trim()));

/** A JSON array, or one cell with a separator: "refund; note". */
function list(v: unknown, separator: string): string[] {
  if (Array.isArray(v)) return v.flatMap((x) => list(isObject(x) ? (x.name ?? x.type) : x, separator));
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

const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
