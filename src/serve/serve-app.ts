import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import type { LoadedCorpus } from '../corpus/load.js';
import type { ServeConfig } from '../config/serve-config.js';
import type { TurnResult } from '../model/result.js';
import { AlertHost, unconfiguredAlerts } from './alerts-host.js';
import type { ServeAlerts } from './alerts-host.js';
import { EvaluationExporter } from './evaluation-exporter.js';
import { GrpcReceiver } from './grpc-receiver.js';
import { HttpReceiver } from './http-receiver.js';
import { InflightBudget } from './inflight-budget.js';
import { OtlpHttpHandler } from './otlp-http-handler.js';
import { ServeEngine } from './serve-engine.js';
import { SenderHints } from './sender-hints.js';
import { DataDirInUseError, ForeignStoreError } from './span-store.js';
import { DataPathError } from '../util/data-path.js';
import { createLivePage } from './live/live-page-host.js';
import type { PageRecord } from './live/page-record.js';
import type { RecordedResult } from './result-parts.js';
import { ioMessage } from '../util/io-message.js';

/** forbear serve cannot start as configured: an address it cannot listen on, a TLS file it cannot read. */
export class ServeSetupError extends Error {
  override name = 'ServeSetupError';
}

function openEngine(dataDir: string, open: () => ServeEngine): ServeEngine {
  try {
    return open();
  } catch (e) {
    if (e instanceof DataDirInUseError) throw new ServeSetupError(`--data-dir ${e.message}`);
    if (e instanceof DataPathError) throw new ServeSetupError(`--data-dir ${e.message}`);
    if (e instanceof ForeignStoreError) throw new ServeSetupError(e.message);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'EROFS' || code === 'EEXIST' || code === 'ENOENT' || code === 'ENOSPC') {
      throw new ServeSetupError(`--data-dir ${dataDir}: cannot open: ${ioMessage(e)}`);
    }
    // A SqliteError (whichever driver, src/store/sqlite/): the data dir holds a file that is not (or no longer) a span store.
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw new ServeSetupError(`--data-dir ${dataDir}: its span store cannot be read (${(e as Error).message}); move the data dir aside or use another`);
    // SQLITE_CANTOPEN (a read-only dir, a directory in the database's place), SQLITE_READONLY,
    // SQLITE_IOERR_*: the data dir is unusable, not a bug.
    if (typeof code === 'string' && code.startsWith('SQLITE_')) throw new ServeSetupError(`--data-dir ${dataDir}: cannot open the store: ${(e as Error).message} (${code})`);
    throw e;
  }
}

function readSetupFile(flag: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (e) {
    throw new ServeSetupError(`${flag} ${path}: cannot read: ${ioMessage(e)}`);
  }
}

async function bind<T>(what: string, addr: { host: string; port: number }, listen: () => Promise<T>): Promise<T> {
  try {
    return await listen();
  } catch (e) {
    throw new ServeSetupError(`${what} ${formatAddress(addr.host, addr.port)}: cannot listen: ${(e as Error).message}`);
  }
}

/** How often open traces are checked for completion. */
const TICK_MS = 250;

export interface RunningServer {
  engine: ServeEngine;
  /** Bound addresses, e.g. `127.0.0.1:4318`, or undefined when off. */
  http: string | undefined;
  grpc: string | undefined;
  /** Stops accepting, finishes requests in flight, commits finished work, closes the store. */
  close(): Promise<void>;
}

/** Reads the TLS pair and checks OpenSSL accepts it, so a wrong file is a usage error before anything opens. */
function readTls(tls: { cert: string; key: string }): { cert: Buffer; key: Buffer } {
  const pair = { cert: readSetupFile('--tls-cert', tls.cert), key: readSetupFile('--tls-key', tls.key) };
  try {
    createSecureContext(pair);
  } catch (e) {
    throw new ServeSetupError(`--tls-cert ${tls.cert}, --tls-key ${tls.key}: not a usable PEM certificate and private key (${(e as Error).message.replace(/^error:[0-9A-F]+:/, '')})`);
  }
  return pair;
}

export interface StartOptions {
  now?: () => number;
  onError?: (e: unknown) => void;
  /** `--alerts`: the engine and its sinks; every written result and timer tick drive it. */
  alerts?: ServeAlerts;
  /** How far back the restart warm-up reads results.jsonl (default 24h of turn end time). */
  alertsWarmUpMs?: number;
  /** How long shutdown waits for queued notifications (default 5s). */
  alertsDrainMs?: number;
  /** Log lines naming the fix for a misconfigured sender (wrong path, Content-Type, gzip off); rate-limited. */
  onSenderHint?: (line: string) => void;
}

/** Starts `forbear serve`: the engine, its listeners and the completion timer. */
export async function startServer(cfg: ServeConfig, corpus: LoadedCorpus, opts: StartOptions = {}): Promise<RunningServer> {
  const tls = cfg.tls === undefined ? undefined : readTls(cfg.tls);
  const exporter = cfg.exportEndpoint === undefined ? undefined : new EvaluationExporter(cfg.exportEndpoint);
  const now = opts.now ?? Date.now;
  const alerts = opts.alerts === undefined ? undefined : new AlertHost(opts.alerts, (e) => {
    engine.metrics.internalErrors.inc({ where: 'alerts' });
    opts.onError?.(e);
  });
  const live = createLivePage(cfg, corpus, now, () => alerts?.snapshot(now()) ?? unconfiguredAlerts(now()));
  // The exporter and the alerts read every result whole: only they have a worker's line parsed whole.
  const onRecorded = (res: RecordedResult): void => {
    if (exporter !== undefined) exporter.export(res.whole());
    if (alerts !== undefined) alerts.observe(res.whole(), now());
    live.index.addRecorded(res);
  };
  // One read of results.jsonl at start (the engine's recovery) feeds both restart warm-ups.
  const alertsWarmUp = alerts?.beginWarmUp(now(), opts.alertsWarmUpMs);
  const onStoredResult = (r: TurnResult, rec: PageRecord): void => {
    live.index.restore(r, rec);
    alertsWarmUp?.observe(r);
  };
  let engine: ServeEngine;
  try {
    engine = openEngine(cfg.dataDir, () => new ServeEngine({
      corpus,
      dataDir: cfg.dataDir,
      turnIdleMs: cfg.turnIdleMs,
      turnMaxWaitMs: cfg.turnMaxWaitMs,
      maxOpenTurns: cfg.maxOpenTurns,
      maxLabelValues: cfg.maxLabelValues,
      workers: cfg.workers,
      synchronous: cfg.sync === 'full' ? 'FULL' : 'NORMAL',
      ...(opts.now ? { now: opts.now } : {}),
      onRecorded,
      onStoredResult,
      ...(opts.onError ? { onError: opts.onError } : {}),
    }));
  } catch (e) {
    // The sinks were opened for nothing (a file sink holds its file): close them.
    await alerts?.close(0);
    throw e;
  }
  alertsWarmUp?.finish();
  // Records the page drops for its cap are released by the summary too: those the restart's
  // warm-up dropped (the engine did not exist yet), then each one as it goes.
  engine.releasePageRecords((rec) => !live.index.holds(rec));
  live.index.onEvict = (rec) => engine.releasePageRecord(rec);
  if (alerts !== undefined) {
    engine.metrics.collectors.push((out) => alerts.renderMetrics(out));
  }
  const retryAfterSeconds = Math.max(1, Math.ceil(cfg.turnIdleMs / 1000));
  const inflight = new InflightBudget(cfg.maxInflightBytes);
  let http: HttpReceiver | undefined;
  let grpc: GrpcReceiver | undefined;
  let httpAddr: string | undefined;
  let grpcAddr: string | undefined;
  const timer = setInterval(() => {
    try {
      engine.tick();
    } catch (e) {
      // Disk full or I/O trouble: counted and retried next tick; finished turns stay pending.
      engine.metrics.internalErrors.inc({ where: 'tick' });
      opts.onError?.(e);
    }
    // The alert clock moves even while results cannot be written (no-data deadlines still pass).
    alerts?.advance(now());
  }, TICK_MS);
  try {
    if (cfg.http !== null) {
      const hints = opts.onSenderHint === undefined ? undefined : new SenderHints(opts.onSenderHint, now);
      const handler = new OtlpHttpHandler(engine, { authToken: cfg.authToken, maxBodyBytes: cfg.maxBodyBytes, retryAfterSeconds, hints });
      http = new HttpReceiver(engine, handler, {
        hints,
        host: cfg.http.host, port: cfg.http.port, maxBodyBytes: cfg.maxBodyBytes, tls, authToken: cfg.authToken, inflight,
        alerts: () => alerts?.snapshot(now()) ?? unconfiguredAlerts(now()),
        page: live.page,
      });
      const receiver = http;
      const a = await bind('--http', cfg.http, () => receiver.listen());
      httpAddr = formatAddress(a.address, a.port);
    }
    if (cfg.grpc !== null) {
      grpc = new GrpcReceiver(engine, { authToken: cfg.authToken, maxBodyBytes: cfg.maxBodyBytes, retryAfterSeconds, tls, inflight });
      const receiver = grpc;
      const addr = cfg.grpc;
      const port = await bind('--grpc', addr, () => receiver.listen(addr.host, addr.port));
      grpcAddr = formatAddress(cfg.grpc.host, port);
    }
  } catch (e) {
    clearInterval(timer);
    await http?.close();
    await grpc?.close();
    engine.close();
    await alerts?.close(0);
    throw e;
  }
  let closing: Promise<void> | undefined;
  return {
    engine,
    http: httpAddr,
    grpc: grpcAddr,
    close: () => {
      closing ??= (async () => {
        clearInterval(timer);
        live.page.close();
        await Promise.all([http?.close(), grpc?.close()]);
        try {
          engine.tick(Number.POSITIVE_INFINITY);
          await engine.drainWorkers();
        } catch (e) {
          // Disk full or I/O trouble on the last pass: what it could not write stays pending in
          // the store and is scored on the next start; the store is still closed (and unlocked).
          engine.metrics.internalErrors.inc({ where: 'close' });
          opts.onError?.(e);
        }
        alerts?.advance(now());
        try {
          engine.close();
        } finally {
          await Promise.all([exporter?.shutdown(), alerts?.close(opts.alertsDrainMs ?? 5000)]);
        }
      })();
      return closing;
    },
  };
}

function formatAddress(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}
