import { access } from 'node:fs/promises';
import type { Finding } from '../model/finding.js';
import { streamCalls } from './call-reader.js';
import type { Candidate } from './candidate.js';
import type { Mapping } from './mapping.js';
import { MineInputError } from './mine-input-error.js';
import { CALL_DROP_REASONS, screenCall } from './screen-call.js';
import { screenTicket, TICKET_DROP_REASONS } from './screen-ticket.js';
import { streamTickets, ticketFormatOf } from './ticket-reader.js';
import type { TicketFormat } from './ticket-reader.js';
import { ioMessage } from '../util/io-message.js';

export interface MineOptions {
  mapping: Mapping;
  tickets: string[];
  transcripts: string[];
  /** Overrides detection by file name (`.csv` is CSV, anything else JSON lines). */
  ticketFormat?: TicketFormat;
  onFinding?: (f: Finding) => void;
  /** Tickets or calls held open while their records are read (see DEFAULT_MAX_OPEN). */
  maxOpen?: number;
  /** Receives each candidate as it is found (then `report.candidates` stays empty): memory stays bounded. */
  onCandidate?: (c: Candidate) => void;
}

export interface Drop {
  source: string;
  reason: string;
  detail: string;
}

export interface ScreenTally {
  screened: number;
  kept: number;
  dropped: Record<string, number>;
  /** The first `MAX_DROPS_LISTED` drops with their reason; the rest are only counted. */
  drops: Drop[];
  /** Drops counted but not listed, so memory stays bounded on a huge export. */
  drops_left_off: number;
}

/** Drops listed per section; beyond this they are counted (the counts per reason stay exact). */
export const MAX_DROPS_LISTED = 1000;

export interface MineReport {
  tickets: ScreenTally & { high_value: number };
  transcripts: ScreenTally & { answers: { question: number; hold: number; escalation: number } };
  /** Records that could not be read (not screened). */
  skipped_records: number;
  /** Records of a ticket or call already screened from an earlier record (not screened again). */
  duplicate_records: number;
  /** The candidates, unless `onCandidate` took them as they came. */
  candidates: Candidate[];
}

const tally = (reasons: readonly string[]): ScreenTally => ({ screened: 0, kept: 0, dropped: Object.fromEntries(reasons.map((r) => [r, 0])), drops: [], drops_left_off: 0 });
const listDrop = (t: ScreenTally, d: Drop): void => {
  if (t.drops.length < MAX_DROPS_LISTED) t.drops.push(d);
  else t.drops_left_off++;
};

/** Screens ticket exports and call transcripts with the fixed rules and returns the candidates. */
export async function mineCases(opts: MineOptions): Promise<MineReport> {
  const { mapping } = opts;
  let skipped = 0;
  const onFinding = (f: Finding): void => {
    if (f.code.startsWith('mine.') && f.message.startsWith('skipped')) skipped++;
    opts.onFinding?.(f);
  };
  const report: MineReport = {
    tickets: { ...tally(TICKET_DROP_REASONS), high_value: 0 },
    transcripts: { ...tally(CALL_DROP_REASONS), answers: { question: 0, hold: 0, escalation: 0 } },
    skipped_records: 0,
    duplicate_records: 0,
    candidates: [],
  };
  const ids = new Set<string>();
  // Exports overlap (a weekly export and a monthly one): a record is screened once.
  const seen = new Set<string>();
  const firstTime = (source: string, at: string): boolean => {
    if (!seen.has(source)) {
      seen.add(source);
      return true;
    }
    report.duplicate_records++;
    // Also what a ticket or call looks like whose records are so far apart in one file that it was
    // screened before the rest arrived (more than maxOpen open in between).
    onFinding({ code: 'mine.duplicate', path: at, message: `${source} was already screened from an earlier record (a repeated export, or its messages are too far apart in the file)`, severity: 'warning' });
    return false;
  };
  const keep = (c: Candidate): void => {
    let id = c.id;
    for (let n = 2; ids.has(id); n++) id = `${c.id}-${n}`;
    ids.add(id);
    if (opts.onCandidate === undefined) report.candidates.push({ ...c, id });
    else opts.onCandidate({ ...c, id });
  };

  if (opts.tickets.length > 0 && mapping.tickets === undefined) {
    throw new MineInputError([{ code: 'mapping.schema', path: 'tickets', message: 'ticket files were given but the mapping has no tickets section naming the columns', severity: 'error' }]);
  }
  const screenTickets = async (path: string): Promise<void> => {
    const m = mapping.tickets!;
    const r = report.tickets;
    for await (const batch of streamTickets(path, opts.ticketFormat ?? ticketFormatOf(path), m, onFinding, opts.maxOpen)) {
      for (const t of batch) {
        if (!firstTime(`${m.source}${t.id}`, t.at)) continue;
        r.screened++;
        const s = screenTicket(t, m, mapping.tools);
        if (s.kept) {
          r.kept++;
          if (s.highValue) r.high_value++;
          keep(s.candidate);
        } else {
          r.dropped[s.reason] = (r.dropped[s.reason] ?? 0) + 1;
          listDrop(r, { source: `${m.source}${t.id}`, reason: s.reason, detail: s.detail });
        }
      }
    }
  };
  const screenCalls = async (path: string): Promise<void> => {
    const m = mapping.transcripts;
    const r = report.transcripts;
    for await (const batch of streamCalls(path, m, onFinding, opts.maxOpen)) {
      for (const call of batch) {
        if (!firstTime(`${m.source}${call.id}`, call.at)) continue;
        r.screened++;
        const s = screenCall(call, m, mapping.tools);
        if (s.kept) {
          r.kept++;
          r.answers[s.answer]++;
          keep(s.candidate);
        } else {
          r.dropped[s.reason] = (r.dropped[s.reason] ?? 0) + 1;
          listDrop(r, { source: `${m.source}${call.id}`, reason: s.reason, detail: s.detail });
        }
      }
    }
  };

  const inputs = [...opts.tickets.map((path) => [path, screenTickets] as const), ...opts.transcripts.map((path) => [path, screenCalls] as const)];
  for (const [path, screen] of inputs) {
    if (!(await readable(path, onFinding))) continue;
    try {
      await screen(path);
    } catch (err) {
      // A file that turns out to be a directory, or a truncated gzip, is bad input, not a bug:
      // it is reported and the other exports are still screened.
      if (err instanceof MineInputError || typeof (err as NodeJS.ErrnoException).code !== 'string') throw err;
      const truncated = (err as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ? ' (a truncated gzip file)' : '';
      onFinding({ code: 'mine.unreadable', path, message: `cannot read: ${ioMessage(err)}${truncated}`, severity: 'error' });
    }
  }
  report.skipped_records = skipped;
  return report;
}

/** An unreadable file is an error finding and is skipped: the other exports are still screened. */
async function readable(path: string, onFinding: (f: Finding) => void): Promise<boolean> {
  try {
    await access(path);
  } catch (err) {
    onFinding({ code: 'mine.unreadable', path, message: `cannot read: ${ioMessage(err)}`, severity: 'error' });
    return false;
  }
  return true;
}
