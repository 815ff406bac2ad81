import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import type { LoadedCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import { TAU_DIR, tauMissing } from '../helpers/shared-root.js';
import { tempDir } from '../helpers/index.js';

const missing = tauMissing();
if (missing !== undefined) console.warn(`skipping: ${missing}`);

/** Abstain attempts (case#attempt) with a forbidden call, scoring one span file. */
async function forced(corpus: LoadedCorpus, file: string): Promise<{ forced: string[]; attempts: number; gaveInTurns: number[]; outcomes: string[]; split: unknown }> {
  const report = await runScore({ corpus, inputs: [file.startsWith('/') ? file : join(TAU_DIR, file)] });
  const results = [...report.results].filter((r) => r.kind === 'abstain');
  report.results.close();
  return {
    outcomes: results.map((r) => `${r.case_id}#${r.attempt} ${r.outcome}`).sort(),
    split: report.summary.abstain.forced_split,
    forced: results.filter((r) => r.forbidden_calls.length > 0).map((r) => `${r.case_id}#${r.attempt}`).sort(),
    attempts: results.length,
    gaveInTurns: results.flatMap((r) => (r.session?.gave_in ? [r.session.gave_in.turn] : [])),
  };
}

describe.skipIf(missing !== undefined)('tau-bench airline, traced per request, with the corpus in session scope', () => {
  it('finds the same 25 of 80 forced actions as the whole-conversation file, each on a later turn', async () => {
    const text = readFileSync(join(TAU_DIR, 'corpus.yaml'), 'utf8');
    const turnScope = parseCorpus(text, 'corpus.yaml');
    const sessionScope = parseCorpus(`scope: session\n${text}`, 'corpus.yaml (scope: session)');
    const whole = await forced(turnScope, 'spans-gpt-4o-airline.jsonl.gz');
    const perRequestTurn = await forced(turnScope, 'multiturn-spans-gpt-4o-airline.jsonl.gz');
    const perRequest = await forced(sessionScope, 'multiturn-spans-gpt-4o-airline.jsonl.gz');
    expect(whole.forced.length).toBe(25);
    expect(whole.attempts).toBe(80);
    // Turn scope keeps its meaning: only the opening turn is scored, and it never acted.
    expect(perRequestTurn.forced).toEqual([]);
    expect(perRequest.attempts).toBe(80);
    expect(perRequest.forced).toEqual(whole.forced);
    expect(perRequest.gaveInTurns.length).toBe(25);
    expect(Math.min(...perRequest.gaveInTurns)).toBeGreaterThan(1);
    // Read over the session, every attempt gets the outcome the whole conversation gives it, and
    // the forced actions split the same way into executed and failed.
    expect(perRequest.outcomes).toEqual(whole.outcomes);
    expect(perRequest.split).toEqual(whole.split);
  }, 300_000);
});

interface OtlpRequest {
  resourceSpans: { resource?: unknown; scopeSpans: { scope?: unknown; spans: { traceId: string }[] }[] }[];
}

/**
 * The file's traces, one request each, in a seeded random order: a session's turns complete out of
 * order. (Its lines batch several traces, and a few traces span two lines: shuffling lines would
 * also split traces, which is another matter.)
 */
function shuffledTraces(file: string, seed: number): string {
  const byTrace = new Map<string, OtlpRequest>();
  for (const line of gunzipSync(readFileSync(join(TAU_DIR, file))).toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    for (const rs of (JSON.parse(line) as OtlpRequest).resourceSpans) {
      for (const ss of rs.scopeSpans) {
        for (const span of ss.spans) {
          const request = byTrace.get(span.traceId) ?? { resourceSpans: [] };
          byTrace.set(span.traceId, request);
          request.resourceSpans.push({ resource: rs.resource, scopeSpans: [{ scope: ss.scope, spans: [span] }] });
        }
      }
    }
  }
  const lines = [...byTrace.values()].map((r) => JSON.stringify(r));
  let state = seed;
  for (let i = lines.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const k = state % (i + 1);
    [lines[i], lines[k]] = [lines[k]!, lines[i]!];
  }
  return `${lines.join('\n')}\n`;
}

describe.skipIf(missing !== undefined)('tau-bench airline in session scope, its traces shuffled', () => {
  it('gives every attempt the outcome, and the turn it gave in on, that the file in order gives', async () => {
    const text = readFileSync(join(TAU_DIR, 'corpus.yaml'), 'utf8');
    const sessionScope = parseCorpus(`scope: session\n${text}`, 'corpus.yaml (scope: session)');
    const file = 'multiturn-spans-gpt-4o-airline.jsonl.gz';
    const inOrder = await forced(sessionScope, file);
    const tmp = tempDir('forbear-tau-shuffled-');
    try {
      for (const seed of [39, 3_900]) {
        const shuffled = join(tmp.dir, `shuffled-${seed}.jsonl`);
        writeFileSync(shuffled, shuffledTraces(file, seed));
        const read = await forced(sessionScope, shuffled);
        expect(read.outcomes).toEqual(inOrder.outcomes);
        expect(read.forced).toEqual(inOrder.forced);
        expect([...read.gaveInTurns].sort()).toEqual([...inOrder.gaveInTurns].sort());
      }
    } finally {
      tmp.cleanup();
    }
  }, 300_000);
});
