import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import { parseMapping } from '../../src/mine/mapping.js';
import { readTickets } from '../../src/mine/ticket-reader.js';

const M = parseMapping(`
tools: [{ name: issue_refund, effect: write, keywords: [refund] }]
tickets: { id: id, status: status, resolution_actions: actions, queue_history: queues, messages: thread, text: body }
`, 'map.yaml').tickets!;

function read(text: string, format: 'csv' | 'jsonl') {
  const findings: Finding[] = [];
  return { tickets: readTickets(text, 't', format, M, (f) => findings.push(f)), findings };
}

describe('ticket export reader', () => {
  it('reads a CSV thread of "author: text" lines; a line without a known author continues the message', () => {
    const csv = 'id,status,actions,queues,thread\r\nT-1,closed,reply; note,a; b,"customer: Please refund #1.\nNote: it was a gift, thanks\nagent:\nagent: Which card, ""4417"" or ""8812""?"\r\n';
    const { tickets, findings } = read(csv, 'csv');
    expect(findings).toEqual([]);
    expect(tickets).toEqual([{
      id: 'T-1', status: 'closed', actions: ['reply', 'note'], queues: ['a', 'b'], at: 't:2',
      messages: [{ author: 'customer', text: 'Please refund #1.\nNote: it was a gift, thanks' }, { author: 'agent', text: 'Which card, "4417" or "8812"?' }],
    }]);
  });

  it('reads JSON lines with arrays, and a thread held as a JSON string', () => {
    const line = JSON.stringify({ id: 7, status: 'closed', actions: [], queues: '["x","y"]', thread: JSON.stringify([{ author: 'customer', body: 'Refund me.' }, { author: 'agent', body: '' }]) });
    const { tickets } = read(`${line}\n`, 'jsonl');
    expect(tickets[0]).toMatchObject({ id: '7', queues: ['x', 'y'], messages: [{ author: 'customer', text: 'Refund me.' }] });
  });

  it('skips, with a finding, a record with no id, a malformed line and a CSV row of the wrong width', () => {
    const jsonl = read('{"status":"closed"}\n{not json\n', 'jsonl');
    expect(jsonl.tickets).toEqual([]);
    expect(jsonl.findings.map((f) => [f.code, f.path])).toEqual([['mine.parse', 't:2'], ['mine.ticket_id', 't:1']]);
    const csv = read('id,status,actions,queues,thread\nT-1,closed\n', 'csv');
    expect(csv.findings.map((f) => f.message)).toEqual(['skipped: 2 fields, the header has 5']);
  });
});
