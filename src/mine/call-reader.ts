import type { Finding } from '../model/finding.js';
import { DEFAULT_MAX_OPEN } from './max-open.js';
import { exportFormatOf, fileRecords, textRecords } from './export-records.js';
import type { ExportRecord, RecordOptions } from './export-records.js';
import { valueAt } from './field-path.js';
import type { TranscriptMapping } from './mapping.js';
import { plainText } from './plain-text.js';
import { ignoredBy } from './ignore-patterns.js';
import { sideOf, UnknownLabels } from './roles.js';
import type { Call, CallTurn } from './ticket.js';
import { inTimeOrder } from './time-order.js';

/**
 * Call transcripts, streamed: JSON lines (or CSV rows, by a `.csv` name) of turns (`{call_id, speaker, text}`) grouped into calls,
 * or — with `transcripts.turns` — one record per call holding its turns. A call is complete at the
 * end of the file or when more than `maxOpen` (default `DEFAULT_MAX_OPEN`) calls are open (the stalest first), so memory
 * stays bounded on any file. Calls come out in order of completion.
 */
export async function* streamCalls(path: string, m: TranscriptMapping, onFinding: (f: Finding) => void, maxOpen = DEFAULT_MAX_OPEN): AsyncGenerator<Call[]> {
  const build = new CallAssembler(m, onFinding, maxOpen);
  for await (const batch of fileRecords(path, exportFormatOf(path), recordOptions(m, onFinding))) {
    const out: Call[] = [];
    for (const r of batch) out.push(...build.push(r));
    yield out;
  }
  yield build.end();
}

/** The same over a text in memory. */
export function readCalls(text: string, path: string, m: TranscriptMapping, onFinding: (f: Finding) => void): Call[] {
  const build = new CallAssembler(m, onFinding);
  return [...textRecords(text, path, exportFormatOf(path), recordOptions(m, onFinding)).flatMap((r) => build.push(r)), ...build.end()];
}

const recordOptions = (m: TranscriptMapping, onFinding: (f: Finding) => void): RecordOptions => ({
  records: m.records, idKey: m.call, delimiter: m.delimiter, delimiterKey: 'transcripts.delimiter', onFinding,
  // A CSV of transcripts is one row per turn.
  columns: [['transcripts.call', m.call], ['transcripts.speaker', m.speaker], ['transcripts.text', m.text], ['transcripts.date', m.date]],
});

interface Open {
  call: Call;
  seq: number;
  turns: { turn: CallTurn; time: unknown }[];
}

class CallAssembler {
  private readonly open = new Map<string, Open>();
  private seq = 0;
  private readonly unknown = new UnknownLabels();

  private warnedFull = false;
  private latest: string | undefined;

  constructor(private readonly m: TranscriptMapping, private readonly onFinding: (f: Finding) => void, private readonly maxOpen = DEFAULT_MAX_OPEN) {}

  push({ at, row }: ExportRecord): Call[] {
    const m = this.m;
    const id = valueAt(row, m.call);
    if (typeof id !== 'string' && typeof id !== 'number') {
      this.onFinding({ code: 'mine.turn', path: at, message: `skipped: no call id at "${m.call}" (transcripts.call)`, severity: 'warning' });
      return [];
    }
    const key = String(id);
    const turns = (m.turns === undefined ? [this.turn(row, at)] : this.turns(valueAt(row, m.turns), at)).filter((t) => t !== undefined);
    if (turns.length === 0) return []; // nothing said: not a call (yet)
    let open = this.open.get(key);
    if (open === undefined) open = { call: { id: key, turns: [], at }, seq: this.seq++, turns: [] };
    // Re-inserted so the map stays in order of each call's latest turn (already so for the latest call).
    if (key !== this.latest) {
      this.open.delete(key);
      this.open.set(key, open);
      this.latest = key;
    }
    open.turns.push(...turns);
    if (this.open.size <= this.maxOpen) return [];
    if (!this.warnedFull) {
      this.warnedFull = true;
      this.onFinding({
        code: 'mine.too_many_open', path: at, severity: 'warning',
        message: `more than ${this.maxOpen} calls open at once (their records are interleaved): the stalest are screened before their later records arrive, which are then reported as repeats; sort the export by call id, or raise --max-open`,
      });
    }
    const [oldest] = this.open.keys();
    return [this.close(oldest!)];
  }

  end(): Call[] {
    // What is still open at the end comes out in the order it first appeared.
    const out = [...this.open].sort(([, a], [, b]) => a.seq - b.seq).map(([id]) => this.close(id));
    for (const f of this.unknown.findings('speaker', 'transcripts.agent or transcripts.customer')) this.onFinding(f);
    return out;
  }

  private turns(v: unknown, at: string): (Open['turns'][number] | undefined)[] {
    if (!Array.isArray(v)) {
      this.onFinding({ code: 'mine.turn', path: at, message: `skipped: no array of turns at "${this.m.turns!}" (transcripts.turns)`, severity: 'warning' });
      return [];
    }
    return v.map((t) => (t !== null && typeof t === 'object' ? this.turn(t as Record<string, unknown>, at) : undefined));
  }

  private turn(row: Record<string, unknown>, at: string): Open['turns'][number] | undefined {
    const m = this.m;
    const speaker = valueAt(row, m.speaker);
    const said = valueAt(row, m.text);
    if ((typeof speaker !== 'string' && typeof speaker !== 'number') || typeof said !== 'string') {
      this.onFinding({ code: 'mine.turn', path: at, message: `skipped: a turn needs "${m.speaker}" and "${m.text}" (transcripts.speaker, .text)`, severity: 'warning' });
      return undefined;
    }
    if (ignoredBy(m.ignore)(said)) return undefined;
    const label = String(speaker);
    if (sideOf(label, m) === null) this.unknown.note(label, at);
    return { turn: { speaker: label, text: plainText(said) }, time: m.date === undefined ? undefined : valueAt(row, m.date) };
  }

  private close(key: string): Call {
    const open = this.open.get(key)!;
    this.open.delete(key);
    if (this.latest === key) this.latest = undefined;
    const ordered = this.m.date === undefined ? { items: open.turns } : inTimeOrder(open.turns, (t) => t.time);
    if (ordered.unreadable !== undefined) {
      this.onFinding({ code: 'mine.date', path: open.call.at, message: `call ${key}: cannot read the time ${JSON.stringify(ordered.unreadable)} (transcripts.date); turns kept in file order`, severity: 'warning' });
    }
    // Speech-to-text splits one speaker's turn into segments ("I'd like to" / "cancel my order"):
    // consecutive segments of one speaker are one turn, and turn numbers count merged turns.
    const turns: CallTurn[] = [];
    for (const { turn } of ordered.items) {
      const last = turns[turns.length - 1];
      if (last !== undefined && last.speaker === turn.speaker) last.text = `${last.text} ${turn.text}`;
      else turns.push({ ...turn });
    }
    open.call.turns = turns;
    return open.call;
  }
}
