import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { SpanStore } from '../../src/serve/span-store.js';
import { openSqlite } from '../../src/store/sqlite/open-sqlite.js';
import { recordTurns, tempDir } from '../helpers/index.js';
import { readResults } from './serve-helpers.js';
import { sampleCorpus } from './serve-fixture.js';
import { ingestOtlpJson } from './engine-ingest.js';

/**
 * A data dir written by the build before scored traces were kept append-only (made by
 * test/fixtures/span-store-v0/make-fixture.ts with that build): trace P scored and pruned past a
 * 60 s late window, trace W scored in the window with two of its spans still to come, trace O open.
 */
const FIXTURE = fileURLToPath(new URL('../fixtures/span-store-v0/data', import.meta.url));

let tmp: { dir: string; cleanup: () => void };
let now = 0;
const open: ServeEngine[] = [];
beforeEach(() => {
  tmp = tempDir('forbear-migrate-');
  cpSync(FIXTURE, tmp.dir, { recursive: true });
  // Ten seconds after the fixture's last tick: W is in the late window, P past it.
  now = 1_230_000;
});
afterEach(() => {
  for (const e of open.splice(0)) e.close();
  tmp.cleanup();
});

function engine(): ServeEngine {
  const e = new ServeEngine({ corpus: sampleCorpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 600_000, maxOpenTurns: 100, lateWindowMs: 60_000, now: () => now, synchronous: 'NORMAL' });
  open.push(e);
  return e;
}

const ingest = ingestOtlpJson;

// The fixture's traces, recorded again from the same seeds (same ids).
const planCase = sampleCorpus.byId.get('plan-invoice-mismatch')!;
const p = recordTurns([{ user: planCase.user_turn, steps: [{ name: 'change_plan', args: { plan: 'annual' } }], reply: 'Done: you are on the annual plan now.' }], { seed: 5 });
const w = recordTurns([{ user: planCase.user_turn, steps: [{ name: 'change_plan', args: { plan: 'annual' } }], reply: 'Which plan did you mean, monthly or annual?' }], { seed: 6 });
const chats = w.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
const withheld = w.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);

function schema(dir: string): { tables: string[]; version: unknown } {
  const db = openSqlite(join(dir, 'forbear.sqlite'), { busyTimeoutMs: 0 });
  try {
    return { tables: db.prepare("SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").column() as string[], version: db.pragma('user_version') };
  } finally {
    db.close();
  }
}

describe('a span store written before scored traces were kept append-only', () => {
  it('is migrated on open: verdicts in the window move to scored_groups, pruned traces stay remembered', () => {
    expect(schema(tmp.dir).tables).toEqual(['meta', 'requests', 'results', 'scored', 'scored_by_time', 'trace_requests']);
    const w0 = readResults(tmp.dir)[1]!;
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    expect(store.isScored(readResults(tmp.dir)[0]!.trace_id)).toBe(true);
    expect(store.isScored(w0.trace_id)).toBe(true);
    expect(store.resultsOf(w0.trace_id)).toEqual([{ trace_id: w0.trace_id, span_id: w0.span_id, case_id: w0.case_id, kind: w0.kind, scenario: w0.scenario, outcome: 'pass', passed: true }]);
    expect(store.resultsLength).toBe(readFileSync(join(tmp.dir, 'results.jsonl')).length);
    store.close();
    // And its trace index moved into the requests' rows (trace-index.ts): trace_requests is gone.
    expect(schema(tmp.dir)).toEqual({ tables: ['meta', 'requests', 'scored', 'scored_groups'], version: 2 });
  });

  it('keeps serve\'s guarantees across the migration: open turns resume, retries are duplicates, late spans amend or are only counted', async () => {
    const e = engine();
    expect(e.openTurns).toBe(1);
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['fail_no_abstention', 'pass']);
    // P was pruned: a late copy is only counted. W's delivered spans again: duplicates.
    expect((await ingest(e, p)).late).toBe(p.length);
    const delivered = w.filter((s) => !withheld.includes(s));
    expect((await ingest(e, delivered)).duplicates).toBe(delivered.length);
    // W's withheld spans: late, and W is re-scored from the verdict the old build stored.
    expect((await ingest(e, withheld)).late).toBe(2);
    const results = readResults(tmp.dir);
    expect(results.map((r) => r.outcome)).toEqual(['fail_no_abstention', 'pass', 'fail_post_hoc']);
    expect(results[2]!.amends).toEqual({ trace_id: results[1]!.trace_id, span_id: results[1]!.span_id, outcome: 'pass' });
    now += 20_000;
    e.tick();
    expect(readResults(tmp.dir)).toHaveLength(3);
    e.close();
    // And again after a restart on the new schema: nothing resumed twice, nothing scored twice.
    const again = engine();
    expect(again.openTurns).toBe(1);
    expect((await ingest(again, w)).duplicates).toBe(w.length);
    now += 20_000;
    again.tick();
    expect(readResults(tmp.dir)).toHaveLength(3);
    expect(again.report().summary.abstain).toMatchObject({ attempts: 2, post_hoc: 1, no_abstention: 1 });
  });
});
