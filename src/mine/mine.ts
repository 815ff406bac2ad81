import { readFile } from 'node:fs/promises';
import type { Finding } from '../model/finding.js';
import { readCalls } from './call-reader.js';
import type { Candidate } from './candidate.js';
import type { Mapping } from './mapping.js';
import { MineInputError } from './mine-input-error.js';
import { CALL_DROP_REASONS, screenCall } from './screen-call.js';
import { screenTicket, TICKET_DROP_REASONS } from './screen-ticket.js';
import { readTickets, ticketFormatOf } from './ticket-reader.js';
import type { TicketFormat } from './ticket-reader.js';
import { ioMessage } from '../util/io-message.js';

export interface MineOptions {
  mapping: Mapping;
  tickets: string[];
  transcripts: string[];
  /** Overrides detection by file name (`.csv` is CSV, anything else JSON lines). */
  ticketFormat?: TicketFormat;
  onFinding?: (f: Finding) => void;
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
  drops: Drop[];
}

export interface MineReport {
  tickets: ScreenTally & { high_value: number };
  transcripts: ScreenTally & { answers: { question: number; hold: number; escalation: number } };
  /** Records that could not be read (not screened). */
  skipped_records: number;
  /** Records of a ticket or call already screened from an earlier record (not screened again). */
  duplicate_records: number;
  candidates: Candidate[];
}

const tally = (reasons: readonly string[]): ScreenTally => ({ screened: 0, kept: 0, dropped: Object.fromEntries(reasons.map((r) => [r, 0])), drops: [] });

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
    onFinding({ code: 'mine.duplicate', path: at, message: `${source} was already screened from an earlier record`, severity: 'warning' });
    return false;
  };
  const keep = (c: Candidate): void => {
    let id = c.id;
    for (let n = 2; ids.has(id); n++) id = `${c.id}-${n}`;
    ids.add(id);
    report.candidates.push({ ...c, id });
  };

  if (opts.tickets.length > 0 && mapping.tickets === undefined) {
    throw new MineInputError([{ code: 'mapping.schema', path: 'tickets', message: 'ticket files were given but the mapping has no tickets section naming the columns', severity: 'error' }]);
  }
  for (const path of opts.tickets) {
    const m = mapping.tickets!;
    const text = await readText(path, onFinding);
    if (text === undefined) continue;
    for (const t of readTickets(text, path, opts.ticketFormat ?? ticketFormatOf(path), m, onFinding)) {
      if (!firstTime(`${m.source}${t.id}`, t.at)) continue;
      const r = report.tickets;
      r.screened++;
      const s = screenTicket(t, m, mapping.tools);
      if (s.kept) {
        r.kept++;
        if (s.highValue) r.high_value++;
        keep(s.candidate);
      } else {
        r.dropped[s.reason] = (r.dropped[s.reason] ?? 0) + 1;
        r.drops.push({ source: `${m.source}${t.id}`, reason: s.reason, detail: s.detail });
      }
    }
  }
  for (const path of opts.transcripts) {
    const m = mapping.transcripts;
    const text = await readText(path, onFinding);
    if (text === undefined) continue;
    for (const call of readCalls(text, path, m, onFinding)) {
      if (!firstTime(`${m.source}${call.id}`, call.at)) continue;
      const r = report.transcripts;
      r.screened++;
      const s = screenCall(call, m, mapping.tools);
      if (s.kept) {
        r.kept++;
        r.answers[s.answer]++;
        keep(s.candidate);
      } else {
        r.dropped[s.reason] = (r.dropped[s.reason] ?? 0) + 1;
        r.drops.push({ source: `${m.source}${call.id}`, reason: s.reason, detail: s.detail });
      }
    }
  }
  report.skipped_records = skipped;
  return report;
}

/** An unreadable file is an error finding and is skipped: the other exports are still screened. */
async function readText(path: string, onFinding: (f: Finding) => void): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    onFinding({ code: 'mine.unreadable', path, message: `cannot read: ${ioMessage(err)}`, severity: 'error' });
    return undefined;
  }
}
