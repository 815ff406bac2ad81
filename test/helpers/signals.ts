import type { SignalName } from '../../src/score/response-check.js';

const SIGNALS: readonly SignalName[] = ['asks', 'flags', 'declines', 'claims_done', 'hands_off'];

/** The signals a response check raised, in a fixed order: what the wording tests compare. */
export function signalsOf(reading: Readonly<Record<SignalName, unknown>>): SignalName[] {
  return SIGNALS.filter((s) => reading[s]);
}
