import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { TurnResult } from '../model/result.js';
import type { RawSpan } from '../model/raw-span.js';

/** A span read back from the store, with the wall time it first arrived. */
export interface StoredSpan {
  span: RawSpan;
  arrivedMs: number;
}

/** What became of the spans of one request. */
export interface InsertOutcome {
  /** New spans of traces not yet scored: they go on to the open-trace buffer. */
  fresh: StoredSpan[];
  /** New spans of traces already scored: late (the turn may need an amended result). */
  late: StoredSpan[];
  /** Already stored (a retried request, a duplicate delivery). */
  duplicates: number;
}

/**
 * The receiver's durable state under `--data-dir`: every acknowledged span (so `kill -9` loses
 * nothing), which traces were scored, the results they produced, and how many bytes of
 * results.jsonl are committed (so a restart neither loses nor doubles a line).
 *
 * SQLite in WAL mode; `synchronous=FULL` by default so an acknowledged request survives power
 * loss as well as a killed process (`NORMAL` survives only the latter, and is faster).
 */
export class SpanStore {
  private readonly db: Database.Database;
  private readonly insertSpan: Database.Statement;
  private readonly scoredTrace: Database.Statement;
  private readonly markTrace: Database.Statement;
  private readonly insertResult: Database.Statement;
  private readonly deleteResults: Database.Statement;
  private readonly setMeta: Database.Statement;
  private readonly getMeta: Database.Statement;
  private readonly traceSpans: Database.Statement;
  private readonly traceResults: Database.Statement;

  constructor(dataDir: string, opts: { synchronous?: 'FULL' | 'NORMAL' } = {}) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'forbear.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${opts.synchronous ?? 'FULL'}`);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS spans (
        trace_id TEXT NOT NULL, span_id TEXT NOT NULL, arrived_ms REAL NOT NULL, body TEXT NOT NULL,
        PRIMARY KEY (trace_id, span_id)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS scored (trace_id TEXT PRIMARY KEY, scored_ms REAL NOT NULL) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS scored_by_time ON scored (scored_ms);
      CREATE TABLE IF NOT EXISTS results (
        trace_id TEXT NOT NULL, span_id TEXT NOT NULL, body TEXT NOT NULL,
        PRIMARY KEY (trace_id, span_id)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;
    `);
    this.insertSpan = this.db.prepare('INSERT OR IGNORE INTO spans (trace_id, span_id, arrived_ms, body) VALUES (?, ?, ?, ?)');
    this.scoredTrace = this.db.prepare('SELECT 1 FROM scored WHERE trace_id = ?').pluck();
    this.markTrace = this.db.prepare('INSERT OR REPLACE INTO scored (trace_id, scored_ms) VALUES (?, ?)');
    this.insertResult = this.db.prepare('INSERT OR REPLACE INTO results (trace_id, span_id, body) VALUES (?, ?, ?)');
    this.deleteResults = this.db.prepare('DELETE FROM results WHERE trace_id = ?');
    this.setMeta = this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    this.getMeta = this.db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
    this.traceSpans = this.db.prepare('SELECT arrived_ms, body FROM spans WHERE trace_id = ? ORDER BY arrived_ms');
    this.traceResults = this.db.prepare('SELECT body FROM results WHERE trace_id = ?').pluck();
  }

  /** Stores a request's spans in one transaction: when this returns, they are durable. */
  insert(spans: RawSpan[], nowMs: number): InsertOutcome {
    const out: InsertOutcome = { fresh: [], late: [], duplicates: 0 };
    const scored = new Map<string, boolean>();
    this.db.transaction(() => {
      for (const span of spans) {
        const changes = this.insertSpan.run(span.traceId, span.spanId, nowMs, JSON.stringify(span)).changes;
        if (changes === 0) {
          out.duplicates++;
          continue;
        }
        let isScored = scored.get(span.traceId);
        if (isScored === undefined) {
          isScored = this.scoredTrace.get(span.traceId) !== undefined;
          scored.set(span.traceId, isScored);
        }
        (isScored ? out.late : out.fresh).push({ span, arrivedMs: nowMs });
      }
    })();
    return out;
  }

  /**
   * Records traces as scored with their results, and the committed length of results.jsonl,
   * in one transaction: the results file is cut back to that length on the next start.
   */
  commit(traces: { traceId: string; results: TurnResult[] }[], resultsLength: number, nowMs: number): void {
    this.db.transaction(() => {
      for (const t of traces) {
        this.markTrace.run(t.traceId, nowMs);
        this.deleteResults.run(t.traceId);
        for (const r of t.results) this.insertResult.run(r.trace_id, r.span_id, JSON.stringify(r));
      }
      this.setMeta.run('results_length', resultsLength);
    })();
  }

  /** Bytes of results.jsonl that belong to committed traces. */
  get resultsLength(): number {
    const v = this.getMeta.get('results_length');
    return typeof v === 'number' ? v : 0;
  }

  /** Spans of traces not yet scored, in arrival order: the open work to resume after a restart. */
  *unscored(): Generator<StoredSpan> {
    const stmt = this.db.prepare(
      'SELECT s.arrived_ms, s.body FROM spans s WHERE NOT EXISTS (SELECT 1 FROM scored c WHERE c.trace_id = s.trace_id) ORDER BY s.arrived_ms',
    );
    for (const row of stmt.iterate() as Iterable<{ arrived_ms: number; body: string }>) {
      yield { span: JSON.parse(row.body) as RawSpan, arrivedMs: row.arrived_ms };
    }
  }

  /** Every stored span of one trace (to re-score it when a late span arrives). */
  spansOf(traceId: string): RawSpan[] {
    return (this.traceSpans.all(traceId) as { body: string }[]).map((row) => JSON.parse(row.body) as RawSpan);
  }

  /** The current results of one scored trace. */
  resultsOf(traceId: string): TurnResult[] {
    return (this.traceResults.all(traceId) as string[]).map((body) => JSON.parse(body) as TurnResult);
  }

  /**
   * Forgets the spans of traces scored before `beforeMs`: past that, a late span is only
   * counted, not re-scored (its trace has no stored results left). Keeps the store's size proportional to recent traffic.
   */
  prune(beforeMs: number): number {
    return this.db.transaction(() => {
      const old = this.db.prepare('SELECT trace_id FROM scored WHERE scored_ms < ?').pluck().all(beforeMs) as string[];
      const delSpans = this.db.prepare('DELETE FROM spans WHERE trace_id = ?');
      const delResults = this.db.prepare('DELETE FROM results WHERE trace_id = ?');
      for (const t of old) {
        delSpans.run(t);
        delResults.run(t);
      }
      return old.length;
    })();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
