import { describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mine/mapping.js';
import { MineInputError } from '../../src/mine/mine-input-error.js';
import { readTickets } from '../../src/mine/ticket-reader.js';
import type { Finding } from '../../src/model/finding.js';

const TOOLS = 'tools: [{ name: cancel_order, effect: write, keywords: [cancel] }]\n';

function problems(text: string): string[] {
  try {
    parseMapping(TOOLS + text, 'map.yaml');
  } catch (err) {
    if (err instanceof MineInputError) return err.findings.map((f) => `${f.path}: ${f.message}`);
    throw err;
  }
  return [];
}

function read(mapping: string, text: string, path: string) {
  const m = parseMapping(TOOLS + mapping, 'map.yaml').tickets!;
  const findings: Finding[] = [];
  const tickets = readTickets(text, path, path.endsWith('.json') ? 'json' : 'jsonl', m, (f) => findings.push(f));
  return { tickets, messages: findings.map((f) => `${f.path}: ${f.message}`) };
}

const thread = [{ author: 'customer', text: 'Please cancel order 1.' }, { author: 'agent', text: 'Which order, 1 or 10?' }];

describe('mapping keys for real exports', () => {
  it('rows: ticket needs messages, rows: message must not have it; a label cannot be on both sides', () => {
    expect(problems('tickets: { id: id, status: s, resolution_actions: a }\n')).toEqual([
      'map.yaml: tickets.messages: required with rows: ticket (the column holding the thread); with one record per message set rows: message',
    ]);
    expect(problems('tickets: { rows: message, id: id, status: s, resolution_actions: a, messages: m }\n')).toEqual([
      'map.yaml: tickets.messages: not used with rows: message (each record is one message: set author and text)',
    ]);
    expect(problems('transcripts: { agent: [rep, Customer], customer: [customer] }\n')).toEqual([
      'map.yaml: transcripts.agent: "Customer" is also listed under customer: a label belongs to one side',
    ]);
  });

  it('a .json file may be a top-level array, or hold the tickets under records (a dotted path)', () => {
    const base = 'tickets: { id: id, status: status, resolution_actions: actions, messages: thread';
    const one = { id: 'T-1', status: 'closed', actions: [], thread };
    expect(read(`${base} }\n`, JSON.stringify([one, { ...one, id: 'T-2' }], null, 2), 'a.json').tickets.map((t) => t.id)).toEqual(['T-1', 'T-2']);
    const nested = read(`${base}, records: data.items }\n`, JSON.stringify({ data: { items: [one] }, meta: { pages: [1, 2] } }), 'b.json');
    expect(nested.tickets.map((t) => t.id)).toEqual(['T-1']);
    // The same key on JSON lines: each line a page of records.
    expect(read(`${base}, records: data.items }\n`, `${JSON.stringify({ data: { items: [one] } })}\n{"data": {}}\n`, 'c.jsonl').messages).toEqual([
      'c.jsonl:2: skipped: no array of records at "data.items"',
    ]);
  });

  it('a ticket line without its id is one finding, not taken for a page of records (its messages have no ticket id)', () => {
    const r = read('tickets: { id: id, status: status, resolution_actions: actions, messages: thread }\n', `${JSON.stringify({ status: 'closed', actions: [], thread })}\n`, 't.jsonl');
    expect(r.messages).toEqual(['t.jsonl:1: skipped: no ticket id at "id" (tickets.id)']);
  });

  it('a message time that cannot be read leaves the thread in file order and says so', () => {
    const dated = [{ ...thread[0], at: '2024-03-01T10:00:00Z' }, { ...thread[1], at: 'yesterday' }];
    const r = read('tickets: { id: id, status: status, resolution_actions: actions, messages: thread, date: at }\n', JSON.stringify({ id: 'T-1', status: 'closed', actions: [], thread: dated }), 't.jsonl');
    expect(r.tickets[0]?.messages.map((msg) => msg.author)).toEqual(['customer', 'agent']);
    expect(r.messages).toEqual(['t.jsonl:1: ticket T-1: cannot read the time "yesterday" (tickets.date); messages kept in file order']);
  });
});

describe('messages that are no one\'s decision', () => {
  it('an automatic closing notice after the agent\'s question is taken for part of the human\'s question unless tickets.ignore names it', async () => {
    const { screenTicket } = await import('../../src/mine/screen-ticket.js');
    const closing = { author: 'agent', text: 'This ticket was closed automatically because we did not hear back from you.' };
    const text = JSON.stringify({ id: 'T-1', status: 'closed', actions: [], thread: [...thread, closing] });
    const base = 'tickets: { id: id, status: status, resolution_actions: actions, messages: thread';
    const screen = (mapping: string) => {
      const m = parseMapping(TOOLS + mapping, 'map.yaml');
      const [t] = readTickets(text, 't.jsonl', 'jsonl', m.tickets!, () => {});
      const s = screenTicket(t!, m.tickets!, m.tools);
      return s.kept ? `kept: ${s.candidate.expected_question}` : s.reason;
    };
    // The response check reads the notice as flagging something: without ignore it joins "the question".
    expect(screen(`${base} }\n`)).toBe(`kept: Which order, 1 or 10? ${closing.text}`);
    expect(screen(`${base}, ignore: ['closed automatically', '^how would you rate'] }\n`)).toBe('kept: Which order, 1 or 10?');
    expect(problems(`${base}, ignore: ['(unclosed'] }\n`)).toEqual(['map.yaml: tickets.ignore[0]: not a valid regular expression']);
  });

  it('tickets.ignore runs in linear time: a backtracking pattern answers on a long message, lookahead is refused by key', () => {
    const base = 'tickets: { id: id, status: status, resolution_actions: actions, messages: thread';
    const m = parseMapping(`${TOOLS}${base}, ignore: ['^(\\w+\\s?)+$'] }\n`, 'map.yaml');
    // Under V8 this pattern backtracks for longer than anyone waits on a 40-word near miss.
    const notice = { author: 'agent', text: `${'word '.repeat(40)}!` };
    const [t] = readTickets(JSON.stringify({ id: 'T-1', status: 'closed', actions: [], thread: [...thread, notice] }), 't.jsonl', 'jsonl', m.tickets!, () => {});
    expect(t?.messages.map((msg) => msg.text)).toContain(notice.text);
    expect(problems(`${base}, ignore: ['auto(?=matic)'] }\n`)).toEqual([expect.stringMatching(/^map\.yaml: tickets\.ignore\[0\]: regular expression not supported: lookahead/u)]);
  });
});
