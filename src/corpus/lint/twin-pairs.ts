import type { LoadedCorpus } from '../load.js';
import { tokenEditDistance, tokenize } from '../tokens.js';

/** An abstain case and its act twin, and how far apart their user turns are. */
export interface TwinPair {
  abstain: string;
  act: string;
  scenario: string;
  /** Words inserted, deleted or replaced to turn one user turn into the other. */
  distance: number;
  /** Words in the longer of the two turns. */
  tokens: number;
}

/**
 * The benchmark's pairs make "a single small change carry the whole decision": one phrase of a
 * few words. Beyond this many changed words the twin tests something else as well.
 */
export const TWIN_DISTANCE_WARN = 5;

/** Every abstain case whose twin is an act case that points back, in corpus order. */
export function twinPairs(corpus: LoadedCorpus): TwinPair[] {
  const pairs: TwinPair[] = [];
  for (const c of corpus.corpus.cases) {
    if (c.kind !== 'abstain' || c.twin === undefined) continue;
    const twin = corpus.byId.get(c.twin);
    if (twin === undefined || twin.kind !== 'act' || twin.twin !== c.id) continue;
    const a = tokenize(c.user_turn);
    const b = tokenize(twin.user_turn);
    pairs.push({ abstain: c.id, act: twin.id, scenario: c.scenario, distance: tokenEditDistance(a, b), tokens: Math.max(a.length, b.length) });
  }
  return pairs;
}
