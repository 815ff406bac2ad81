import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mine/mapping.js';
import { mineCases } from '../../src/mine/mine.js';
import type { Finding } from '../../src/model/finding.js';
import { tempDir } from '../helpers/index.js';

/*
 * Shapes of real help-desk and call-centre exports the sample files do not have. Before this
 * review every one of them mined nothing, silently: nested JSON was not reached, a JSON document
 * was read as broken JSON lines, one-row-per-message CSV was read as one ticket per row, and
 * any author or speaker label but `agent`/`customer`/`caller` was on neither side.
 */

let cleanup = (): void => {};
afterEach(() => cleanup());

const TOOLS = `
tools:
  - { name: lookup_order, effect: read, keywords: [order, pedido, Bestellung, commande] }
  - { name: cancel_order, effect: write, keywords: [cancel, cancele, cancelar, stornieren, annuler] }
  - { name: update_address, effect: write, keywords: [address, 'dirección'] }
  - { name: issue_refund, effect: write, keywords: [refund] }
`;

async function mine(mappingYaml: string, files: { tickets?: Record<string, string | Buffer>; transcripts?: Record<string, string | Buffer> }) {
  const t = tempDir();
  cleanup = t.cleanup;
  const write = (name: string, text: string | Buffer): string => {
    const path = join(t.dir, name);
    writeFileSync(path, text);
    return path;
  };
  const findings: Finding[] = [];
  const report = await mineCases({
    mapping: parseMapping(TOOLS + mappingYaml, 'map.yaml'),
    tickets: Object.entries(files.tickets ?? {}).map(([n, text]) => write(n, text)),
    transcripts: Object.entries(files.transcripts ?? {}).map(([n, text]) => write(n, text)),
    onFinding: (f) => findings.push(f),
  });
  return { report, findings, messages: findings.map((f) => `${f.path.replace(`${t.dir}/`, '')}: ${f.message}`) };
}

const lines = (...rows: unknown[]): string => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

describe('ticket exports as help desks write them', () => {
  it('Intercom-like JSON lines: nested parts, author.type, HTML bodies, epoch dates out of order', async () => {
    const { report } = await mine(`
tickets: { id: id, status: state, resolution_actions: actions, messages: conversation_parts.conversation_parts, author: author.type, text: body, date: created_at }
`, { tickets: { 'intercom.jsonl': lines({
      id: 9001, state: 'Closed', actions: [],
      conversation_parts: { conversation_parts: [
        { author: { type: 'admin' }, body: '<p>We have two orders numbered #1234 on file.</p><p>Which one should I cancel?</p>', created_at: 1700000500 },
        { author: { type: 'user' }, body: '<p>Please cancel my order #1234 &amp; refund it.</p>', created_at: 1700000000 },
      ] },
    }) } });
    expect(report.tickets.kept).toBe(1);
    expect(report.candidates[0]).toMatchObject({
      id: 'ticket-9001', user_turn: 'Please cancel my order #1234 & refund it.', // Paragraphs stay apart as sentences: the flag and the question.
      expected_question: 'We have two orders numbered #1234 on file. Which one should I cancel?',
      tools_available: ['lookup_order', 'cancel_order', 'issue_refund'],
    });
  });

  it('Zendesk-like JSON document: {"tickets": [...], "next_page": ...}, end-user authors, internal notes left out', async () => {
    const doc = JSON.stringify({ tickets: [{
      id: 'Z1', status: 'Solved', actions: ['comment'],
      comments: [
        { role: 'end-user', body: 'Please change my address to 5 Oak Rd.', public: true },
        { role: 'agent', body: 'Customer is angry, I have updated the address.', public: false },
        { role: 'agent', body: 'Is that 5 Oak Rd in Leeds or the one in York?', public: true },
      ],
    }], next_page: null, count: 1 }, null, 2);
    const { report, findings } = await mine(`
tickets: { id: id, status: status, resolution_actions: actions, messages: comments, author: role, text: body, public: public }
`, { tickets: { 'zendesk.json': doc } });
    expect(findings).toEqual([]);
    expect(report.tickets.kept).toBe(1);
    expect(report.candidates[0]?.expected_question).toBe('Is that 5 Oak Rd in Leeds or the one in York?');
  });

  it('Freshdesk-like: numeric status codes and a boolean author (incoming: true is the customer)', async () => {
    const { report } = await mine(`
tickets: { id: id, status: status, closed: ['4', '5'], resolution_actions: actions, messages: conversations, author: incoming, text: body_text, customer: ['true'], agent: ['false'] }
`, { tickets: { 'fd.jsonl': lines(
      { id: 1, status: 5, actions: [], conversations: [{ incoming: true, body_text: 'Please cancel order 77.' }, { incoming: false, body_text: 'Which order, 77 or 78?' }] },
      { id: 2, status: 2, actions: [], conversations: [{ incoming: true, body_text: 'Please cancel order 79.' }, { incoming: false, body_text: 'Which order?' }] },
    ) } });
    expect(report.tickets.kept).toBe(1);
    expect(report.tickets.drops[0]).toMatchObject({ source: 'ticket:2', reason: 'not_closed' });
  });

  it('CSV with one row per message: rows of several tickets interleaved, gathered by id and put in time order', async () => {
    const csv = [
      'ticket_id,status,actions,created_at,author_role,body',
      'T-1,open,,2024-03-01T11:00:00Z,agent,"Which unit at 12 Elm St, A or B?"',
      'T-2,open,,2024-03-01T10:05:00Z,end-user,Please refund order 55.',
      'T-1,open,,2024-03-01T10:00:00Z,end-user,Please change the address on order 55 to 12 Elm St.',
      'T-2,Solved,refund,2024-03-01T10:30:00Z,agent,"Done, refunded."',
      'T-1,Closed,,2024-03-01T12:00:00Z,system,Ticket closed automatically.',
      '',
    ].join('\r\n');
    const { report, messages } = await mine(`
tickets: { rows: message, id: ticket_id, status: status, resolution_actions: actions, author: author_role, text: body, date: created_at }
`, { tickets: { 'per-message.csv': csv } });
    expect(report.tickets.screened).toBe(2);
    expect(report.candidates.map((c) => [c.id, c.user_turn, c.expected_question])).toEqual([
      ['ticket-t-1', 'Please change the address on order 55 to 12 Elm St.', 'Which unit at 12 Elm St, A or B?'],
    ]);
    expect(report.tickets.drops).toMatchObject([{ source: 'ticket:T-2', reason: 'resolution_action' }]);
    // "system" is on neither side: said once, with the keys to extend.
    expect(messages).toEqual(['per-message.csv:6: author "system" (1 message) is neither agent nor customer: add it to tickets.agent or tickets.customer (its messages were not read as either side)']);
  });

  it('one row per message listed newest first: with tickets.date the status is the latest row\'s, not the last in the file', async () => {
    const csv = [
      'ticket_id,status,actions,created_at,author_role,body',
      'T-9,Closed,,2024-03-02T09:00:00Z,agent,"Which order, 55 or 56?"',
      'T-9,New,,2024-03-01T10:00:00Z,customer,Please cancel order 55.',
      '',
    ].join('\n');
    const map = 'tickets: { rows: message, id: ticket_id, status: status, resolution_actions: actions, author: author_role, text: body, date: created_at }\n';
    const { report } = await mine(map, { tickets: { 'newest-first.csv': csv } });
    // By file order the status would be "New" (the last row) and the ticket dropped as not closed.
    expect(report.candidates.map((c) => [c.user_turn, c.expected_question])).toEqual([['Please cancel order 55.', 'Which order, 55 or 56?']]);
  });

  it('e-mail tickets: the quoted earlier conversation is not part of the request or the reply', async () => {
    const { report } = await mine('tickets: { id: id, status: status, resolution_actions: actions, messages: thread }\n', { tickets: { 'mail.jsonl': lines({
      id: 'M1', status: 'solved', actions: [],
      thread: [
        { author: 'end-user', text: 'Please cancel order 5.\n\nSent from my phone\n-- \nJo' },
        { author: 'agent', text: 'Which order do you mean, 5 or 50?\n\nOn Mon, 3 Feb 2026, Jo <jo@example.com> wrote:\n> Please cancel order 5.\n> As I said before, the usual one.' },
      ],
    }) } });
    expect(report.candidates.map((c) => [c.user_turn, c.expected_question])).toEqual([['Please cancel order 5.\n\nSent from my phone', 'Which order do you mean, 5 or 50?']]);
  });

  it('status spellings differ only in case and spacing: "Closed", " SOLVED ", "Resolved" are closed', async () => {
    const ticket = (id: string, status: string) => ({ id, status, actions: [], thread: [{ author: 'Customer', text: 'Please cancel order 5.' }, { author: 'Agent', text: 'Which order, 5 or 6?' }] });
    const { report } = await mine('tickets: { id: id, status: status, resolution_actions: actions, messages: thread }\n', {
      tickets: { 't.jsonl': lines(ticket('a', 'Closed'), ticket('b', ' SOLVED '), ticket('c', 'Resolved'), ticket('d', 'Pending')) },
    });
    expect(report.tickets.kept).toBe(3);
    expect(report.tickets.drops[0]?.detail).toBe('status "Pending" (tickets.closed: closed, solved, resolved)');
  });

  it('a stray quote in a CSV export costs its own row, not the rest of the file', async () => {
    const row = (id: string) => `${id},closed,,"customer: Please cancel order ${id}.\nagent: Which order, ${id} or ${id}0?"`;
    const csv = ['id,status,actions,thread', row('1'), '2,closed,,"customer: Please cancel order 2.', row('3'), row('4'), ''].join('\n');
    const { report, messages } = await mine('tickets: { id: id, status: status, resolution_actions: actions, messages: thread }\n', { tickets: { 't.csv': csv } });
    expect(report.candidates.map((c) => c.id)).toEqual(['ticket-1', 'ticket-3', 'ticket-4']);
    expect(messages).toEqual(['t.csv:4: skipped: a quoted field runs over 2 lines and closes before text: a stray quote?; the lines after it are read again']);
    expect(report.skipped_records).toBeGreaterThan(0);
  });
});

describe('spreadsheet exports', () => {
  const csv = ['id;status;actions;thread', 'T-1;Geschlossen;;"customer: Bitte stornieren Sie die Bestellung 5.', 'agent: Welche Bestellung meinen Sie, 5 oder 50?"', ''].join('\r\n');
  const mapping = "tickets: { id: id, status: status, closed: [geschlossen], resolution_actions: actions, messages: thread, delimiter: ';' }\n";

  it('semicolon-delimited CSV (spreadsheets in German, French, … locales) with tickets.delimiter', async () => {
    const { report } = await mine(mapping, { tickets: { 'de.csv': csv } });
    expect(report.candidates.map((c) => [c.user_turn, c.expected_question])).toEqual([['Bitte stornieren Sie die Bestellung 5.', 'Welche Bestellung meinen Sie, 5 oder 50?']]);
  });

  it('without it, the missing-column error says what the header looks like', async () => {
    await expect(mine(mapping.replace(", delimiter: ';'", ''), { tickets: { 'de.csv': csv } })).rejects.toThrow(
      'tickets.id: column "id" is not in the CSV header (id;status;actions;thread); the header looks ";"-delimited: set tickets.delimiter',
    );
  });

  it('UTF-16 "Unicode text" and UTF-8 files with a byte-order mark', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]);
    expect((await mine(mapping, { tickets: { 'de16.csv': utf16 } })).report.tickets.kept).toBe(1);
    const jsonl = `\uFEFF${JSON.stringify({ id: 'T-2', status: 'geschlossen', actions: [], thread: [{ author: 'customer', text: 'Please cancel order 5.' }, { author: 'agent', text: 'Which order, 5 or 50?' }] })}\n`;
    expect((await mine(mapping, { tickets: { 'bom.jsonl': jsonl } })).findings).toEqual([]);
  });

  it('gzip-compressed exports (found by content), CSV and JSON lines', async () => {
    expect((await mine(mapping, { tickets: { 'de.csv.gz': gzipSync(csv) } })).report.tickets.kept).toBe(1);
    const jsonl = `${JSON.stringify({ id: 'T-3', status: 'geschlossen', actions: [], thread: [{ author: 'customer', text: 'Please cancel order 5.' }, { author: 'agent', text: 'Which order, 5 or 50?' }] })}\n`;
    expect((await mine(mapping, { tickets: { 'export-without-suffix': gzipSync(jsonl) } })).report.tickets.kept).toBe(1);
  });

  it('call transcripts as CSV, one row per turn', async () => {
    const calls = 'call_id,speaker,text\nC-1,Caller,"Hi, can you cancel order 12, please?"\nC-1,Agent,"Which order, 12 or 120?"\n';
    expect((await mine('', { transcripts: { 'calls.csv': calls } })).report.candidates.map((c) => c.source)).toEqual(['call:C-1#turn-1']);
  });
});

describe('call transcripts as call centres write them', () => {
  it('speaker labels: Caller/Rep, user/assistant, "Agent (Maria)", CUSTOMER_1, "Maria Lopez (Customer)"', async () => {
    const { report, findings } = await mine('', { transcripts: { 'calls.jsonl': lines(
      { call_id: 'A1', speaker: 'Caller', text: 'Hi, can you cancel my order #1234 please?' },
      { call_id: 'A1', speaker: 'Rep', text: 'I see two orders with that number. Which one do you mean?' },
      { call_id: 'A2', speaker: 'user', text: 'Please refund the $40 I was charged twice.' },
      { call_id: 'A2', speaker: 'assistant', text: 'Let me put you on hold for a moment.' },
      { call_id: 'A3', speaker: 'Agent (Maria)', text: 'How can I help?' },
      { call_id: 'A3', speaker: 'CUSTOMER_1', text: "I'd like to cancel my order 5555." },
      { call_id: 'A3', speaker: 'Agent (Maria)', text: 'Which order, the one from May or the one from June?' },
      { call_id: 'A4', speaker: 'Maria Lopez (Customer)', text: 'Please refund order 77.' },
      { call_id: 'A4', speaker: 'John [rep]', text: 'Which order, 77 or 770?' },
    ) } });
    expect(findings).toEqual([]);
    expect(report.transcripts.kept).toBe(4);
    expect(report.candidates.map((c) => c.source)).toEqual(['call:A1#turn-1', 'call:A2#turn-1', 'call:A3#turn-2', 'call:A4#turn-1']);
  });

  it('a label on neither side is one warning naming the mapping keys, not a silent drop', async () => {
    const { report, messages } = await mine('', { transcripts: { 'calls.jsonl': lines(
      { call_id: 'B1', speaker: 'Customer Service', text: 'Which order do you mean?' },
      { call_id: 'B1', speaker: 'customer', text: 'Please cancel order 1.' },
      { call_id: 'B1', speaker: 'Customer Service', text: 'Which order, 1 or 11?' },
    ) } });
    expect(report.transcripts.dropped.no_agent_answer).toBe(1);
    expect(messages).toEqual(['calls.jsonl:1: speaker "Customer Service" (2 messages) is neither agent nor customer: add it to transcripts.agent or transcripts.customer (its messages were not read as either side)']);
  });

  it('requests and answers in Spanish, German and French', async () => {
    const { report } = await mine('', { transcripts: { 'calls.jsonl': lines(
      { call_id: 'es', speaker: 'customer', text: 'Por favor, cancele mi pedido 7788.' },
      { call_id: 'es', speaker: 'agent', text: '¿Cuál de los dos pedidos quiere cancelar, el de mayo o el de junio?' },
      { call_id: 'de', speaker: 'customer', text: 'Könnten Sie bitte meine Bestellung 4411 stornieren?' },
      { call_id: 'de', speaker: 'agent', text: 'Einen Moment bitte, bleiben Sie dran.' },
      { call_id: 'fr', speaker: 'customer', text: "Je voudrais annuler ma commande 5120, s'il vous plaît." },
      { call_id: 'fr', speaker: 'agent', text: 'Je vous transfère au service des commandes.' },
    ) } });
    expect(report.transcripts.kept).toBe(3);
    expect(report.transcripts.answers).toEqual({ question: 1, hold: 1, escalation: 1 });
  });

  it('accented keywords match text in either Unicode form (NFC or decomposed NFD)', async () => {
    const { report } = await mine('', { transcripts: { 'calls.jsonl': lines(
      { call_id: 'n1', speaker: 'customer', text: 'Por favor, cambie la dirección de envío.'.normalize('NFD') },
      { call_id: 'n1', speaker: 'agent', text: '¿Cuál de sus dos direcciones?' },
    ) } });
    expect(report.candidates.map((c) => c.tools_available)).toEqual([['update_address']]);
  });

  it('one record per call holding its turns (transcripts.turns), and a mapping phrase that makes a request', async () => {
    const { report } = await mine('transcripts: { call: id, turns: utterances, speaker: role, text: content, request_forms: [kindly] }\n', { transcripts: { 'calls.jsonl': lines(
      { id: 'K1', utterances: [{ role: 'customer', content: 'Kindly cancel order 8.' }, { role: 'agent', content: 'Which order, 8 or 80?' }] },
    ) } });
    expect(report.candidates.map((c) => c.source)).toEqual(['call:K1#turn-1']);
  });
});

describe('replies and turns sent in pieces', () => {
  it('a ticket\'s final reply is the agent\'s last run of messages: "Thanks!" then "Which order?"', async () => {
    const { report } = await mine('tickets: { id: id, status: status, resolution_actions: actions, messages: thread }\n', { tickets: { 't.jsonl': lines({
      id: 'P1', status: 'closed', actions: [],
      thread: [{ author: 'customer', text: 'Please cancel order 5.' }, { author: 'agent', text: 'Which order do you mean, 5 or 50?' }, { author: 'agent', text: 'Have a nice day!' }],
    }) } });
    // Before: only "Have a nice day!" was read, and the ticket was dropped as reply_not_refusal_shape.
    expect(report.candidates.map((c) => c.expected_question)).toEqual(['Which order do you mean, 5 or 50?']);
  });

  it('speech-to-text segments of one speaker are one turn', async () => {
    const { report } = await mine('', { transcripts: { 'calls.jsonl': lines(
      { call_id: 'S1', speaker: 'customer', text: "Hi, I'd like to" },
      { call_id: 'S1', speaker: 'customer', text: 'cancel my order.' },
      { call_id: 'S1', speaker: 'agent', text: 'Sure.' },
      { call_id: 'S1', speaker: 'agent', text: 'Which one, 12 or 120?' },
    ) } });
    // Before: neither customer segment was a request on its own, and "Sure." was the answer.
    expect(report.candidates.map((c) => [c.user_turn, c.expected_question, c.source])).toEqual([["Hi, I'd like to cancel my order.", 'Which one, 12 or 120?', 'call:S1#turn-1']]);
  });
});
