import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { buildTauCorpus } from '../../bench/taubench/tau-corpus.js';
import type { TauRun } from '../../bench/taubench/tau-corpus.js';
import { parseCorpus } from '../../src/corpus/load.js';

// The shape of the shared corpus.yaml and of tau's trajectory records, cut down to two tasks.
const BASE = YAML.stringify({
  corpus: 'tau-bench-heldout', version: 1,
  tools: [{ name: 'get_reservation_details', effect: 'read' }, { name: 'cancel_reservation', effect: 'write' }, { name: 'update_reservation_flights', effect: 'write' }],
  cases: [
    { id: 'airline-7', kind: 'act', scenario: 'airline_write_gold', user_turn: 'Change and cancel.', tools_available: ['get_reservation_details', 'cancel_reservation', 'update_reservation_flights'], expected_tools: ['update_reservation_flights', 'cancel_reservation'] },
    { id: 'airline-8', kind: 'abstain', scenario: 'airline_no_write_gold', user_turn: 'Cancel my basic economy trip.', tools_available: ['get_reservation_details', 'cancel_reservation', 'update_reservation_flights'], forbidden_tools: ['cancel_reservation', 'update_reservation_flights'], expected_question: 'x', reason: 'y', source: 'z' },
  ],
});
const run = (task_id: number, actions: TauRun['info']['task']['actions']): TauRun => ({ task_id, trial: 0, reward: 1, traj: [], info: { task: { actions, outputs: [], instruction: '', user_id: 'u' } } });
const RUNS: TauRun[] = [
  run(7, [
    { name: 'get_reservation_details', kwargs: { reservation_id: 'AAA' } },
    { name: 'update_reservation_flights', kwargs: { reservation_id: 'AAA', cabin: 'economy', flights: [{ flight_number: 'HAT1', date: '2024-05-20' }], payment_id: 'gift_card_1' } },
    { name: 'cancel_reservation', kwargs: { reservation_id: 'BBB' } },
    { name: 'cancel_reservation', kwargs: { reservation_id: 'BBB' } },
  ]),
  run(8, [{ name: 'get_reservation_details', kwargs: { reservation_id: 'CCC' } }]),
];

describe('the tau corpus builder', () => {
  const built = parseCorpus(buildTauCorpus(BASE, RUNS), 'built.yaml').corpus;

  it('an act case gets its gold writes as expected_calls (reads left out), repeats as a count, and no_other_writes', () => {
    const act = built.cases.find((c) => c.id === 'airline-7')!;
    expect(act.expected_tools).toEqual([]);
    expect(act.no_other_writes).toBe(true);
    expect(act.expected_calls).toEqual([
      { tool: 'update_reservation_flights', args: { reservation_id: 'AAA', cabin: 'economy', flights: [{ subset: { flight_number: 'HAT1', date: '2024-05-20' } }], payment_id: 'gift_card_1' }, count: 1 },
      { tool: 'cancel_reservation', args: { reservation_id: 'BBB' }, count: 2 },
    ]);
  });

  it('abstain cases stay as the shared corpus has them; --session-scope marks the abstain cases', () => {
    expect(built.cases.find((c) => c.id === 'airline-8')).not.toHaveProperty('expected_calls');
    const scoped = YAML.parse(buildTauCorpus(BASE, RUNS, { sessionScope: true })) as { cases: { scope?: string }[] };
    expect(scoped.cases.map((c) => c.scope)).toEqual([undefined, 'session']);
    const tools = YAML.parse(buildTauCorpus(BASE, RUNS, { variant: 'tools' })) as { cases: { expected_tools?: string[] }[] };
    expect(tools.cases[0]?.expected_tools).toEqual(['update_reservation_flights', 'cancel_reservation']);
  });
});
