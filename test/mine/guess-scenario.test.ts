import { describe, expect, it } from 'vitest';
import { guessScenario } from '../../src/mine/guess-scenario.js';

describe('scenario guess from the human reply', () => {
  it('reads the same shapes in Spanish, German, French and Italian as in English', () => {
    expect([
      'Which order, #1 or #2?',
      '¿Cuál de los dos pedidos quiere cancelar?',
      'Welche Bestellung meinen Sie?',
      'La facture est pour un autre compte.',
      'La factura es de otra cuenta, ¿puede confirmar?',
      'Qual è il numero del tuo ordine?',
      'Die Rechnung liegt in einer abgeschlossenen Periode.',
      'Einen Moment bitte.',
    ].map(guessScenario)).toEqual([
      'ambiguous_action_specification', 'ambiguous_action_specification', 'ambiguous_action_specification',
      'conflicting_evidence', 'conflicting_evidence', 'missing_critical_parameter', 'high_stakes_action', 'unspecified',
    ]);
  });
});
