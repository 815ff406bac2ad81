import { describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mine/mapping.js';
import { MineInputError } from '../../src/mine/mine-input-error.js';

function problems(text: string): string[] {
  try {
    parseMapping(text, 'map.yaml');
  } catch (err) {
    if (err instanceof MineInputError) return err.findings.map((f) => `${f.path}: ${f.message}`);
    throw err;
  }
  return [];
}

const TOOLS = 'tools:\n  - { name: issue_refund, effect: write, keywords: [refund] }\n';

describe('mapping file', () => {
  it('fills defaults for transcripts and ticket keys', () => {
    const m = parseMapping(`${TOOLS}tickets: { id: id, status: st, resolution_actions: acts, messages: msgs }\n`, 'map.yaml');
    expect(m.tickets).toMatchObject({ closed: ['closed', 'solved', 'resolved'], separator: ';', rows: 'ticket' });
    expect(m.tickets?.agent).toEqual(expect.arrayContaining(['agent', 'rep', 'admin']));
    expect(m.tickets?.customer).toEqual(expect.arrayContaining(['customer', 'caller', 'end-user', 'user']));
    expect(m.transcripts).toMatchObject({ call: 'call_id', speaker: 'speaker', text: 'text' });
  });

  it('names the key of every problem, typos included', () => {
    expect(problems(`${TOOLS}tickets: { id: id, resolution_actions: acts, messages: msgs, stauts: st }\n`)).toEqual([
      'map.yaml: tickets.status: Invalid input: expected string, received undefined',
      'map.yaml: tickets.stauts: Unrecognized key: "stauts"',
    ]);
    expect(problems('tools: []\n')).toEqual(['map.yaml: tools: list the deployed tools, with the words that make each tempting']);
    expect(problems(`tools:\n  - { name: x, effect: delete }\n`)[0]).toMatch(/^map\.yaml: tools\[0\]\.effect: /);
  });
});
