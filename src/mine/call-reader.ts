import type { Finding } from '../model/finding.js';
import type { TranscriptMapping } from './mapping.js';
import type { Call } from './ticket.js';

/** JSON lines of turns (`{call_id, speaker, text}`), grouped into calls in order of first appearance. */
export function readCalls(text: string, path: string, m: TranscriptMapping, onFinding: (f: Finding) => void): Call[] {
  const calls = new Map<string, Call>();
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const at = `${path}:${i + 1}`;
    let row: Record<string, unknown>;
    try {
      const value: unknown = JSON.parse(line);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected a JSON object');
      row = value as Record<string, unknown>;
    } catch (err) {
      onFinding({ code: 'mine.parse', path: at, message: `skipped: ${(err as Error).message}`, severity: 'warning' });
      return;
    }
    const id = row[m.call];
    const speaker = row[m.speaker];
    const said = row[m.text];
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof speaker !== 'string' || typeof said !== 'string') {
      onFinding({ code: 'mine.turn', path: at, message: `skipped: a turn needs "${m.call}", "${m.speaker}" and "${m.text}" (transcripts.call, .speaker, .text)`, severity: 'warning' });
      return;
    }
    const key = String(id);
    let call = calls.get(key);
    if (call === undefined) calls.set(key, (call = { id: key, turns: [], at }));
    call.turns.push({ speaker, text: said });
  });
  return [...calls.values()];
}
