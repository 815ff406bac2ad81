import { Command } from 'commander';
import { join } from 'node:path';
import { driverLine } from './driver-line.js';
import { ConfigError } from '../config/config-error.js';
import { defaultConfigPath, resolveServeConfig } from '../config/serve-config.js';
import type { ServeConfig } from '../config/serve-config.js';
import { loadCorpus } from '../corpus/load.js';
import { ServeSetupError, startServer } from '../serve/serve-app.js';
import type { RunningServer } from '../serve/serve-app.js';
import { SinkSetupError } from '../alerts/sinks/sink-setup-error.js';
import type { ServeAlerts } from '../serve/alerts-host.js';
import { EXIT_OK, UsageError } from './exit-code.js';
import { loadAlerting } from './serve-alerts.js';
import type { AlertingLoader } from './serve-alerts.js';
import { catchStopSignals, nextStopSignal, stopSignalReceived } from './stop-signals.js';

interface ServeFlags {
  config?: string;
  [key: string]: string | undefined;
}

/** Flags that map one to one onto forbear.yaml keys (kebab → snake case), with their value's name. */
const SETTINGS: [flag: string, help: string][] = [
  ['cases <corpus>', 'the case corpus (YAML or JSON)'],
  ['http <host:port>', 'OTLP/HTTP listen address HOST:PORT, or off (default: 127.0.0.1:4318)'],
  ['grpc <host:port>', 'OTLP/gRPC listen address HOST:PORT, or off (default: 127.0.0.1:4317)'],
  ['data-dir <dir>', 'where spans, scored turns and results.jsonl are kept (default: ./.forbear)'],
  ['turn-idle <duration>', 'a rooted trace is complete once nothing new arrived for it for this long (default: 10s)'],
  ['turn-max-wait <duration>', 'any trace is complete this long after its first span arrived (default: 5m)'],
  ['max-open-turns <n>', 'open traces held before new requests get 429 / RESOURCE_EXHAUSTED (default: 10000)'],
  ['max-body <size>', 'largest request body, checked on the wire and after decompression (default: 64MiB)'],
  ['max-inflight <size>', 'request body bytes held at once across all requests; beyond it 429 / RESOURCE_EXHAUSTED (default: 256MiB)'],
  ['max-label-values <n>', 'distinct values per span-written /metrics label (service_name, agent_name, model) before the rest count as "other" (default: 100)'],
  ['auth-token <token>', 'require "Authorization: Bearer TOKEN" on exports (both protocols), /metrics, /v1/summary and /v1/alerts'],
  ['tls-cert <file>', 'TLS certificate (PEM) for both listeners'],
  ['tls-key <file>', 'TLS private key (PEM)'],
  ['export-endpoint <url>', 'send a forbear.evaluation span per scored turn to this OTLP/HTTP endpoint'],
  ['sync <mode>', 'store durability: full (survives power loss, default) or normal (survives a killed process)'],
  ['alerts <file>', 'alert rules (YAML): notify webhooks, stderr or a JSON-lines file when forced actions spike; state at /v1/alerts'],
  ['trace-url <template>', 'link each turn on the live page (/) to its trace in your tracing backend, e.g. https://tempo.example/trace/{trace_id} ({span_id} too)'],
  ['workers <n>', 'worker threads that match and score turns, so receiving keeps a core of its own; 0 scores on the event loop (default: one per core beside the event loop\'s)'],
];

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export function serveCommand(setExit: (code: number) => void, deps: { loadAlerting?: AlertingLoader } = {}): Command {
  const cmd = new Command('serve')
    .description('receive OTLP traces (HTTP and gRPC) and score each turn as it completes')
    .option('--config <file>', 'settings file (default: ./forbear.yaml when present); flags override it, it overrides FORBEAR_* variables');
  for (const [flag, help] of SETTINGS) cmd.option(`--${flag}`, help);
  return cmd.action(async (flags: ServeFlags) => {
    // Already caught by bin/forbear.js; here for a caller that loads the CLI another way.
    catchStopSignals();
    // A log pipe that goes away (a restarted sidecar, `| head`) must not take the receiver down
    // with an unhandled EPIPE: its lines are lost, the spans are not.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
    const raw: Record<string, unknown> = {};
    for (const [spec] of SETTINGS) {
      const flag = spec.split(' ')[0]!;
      const v = flags[camel(flag)];
      if (v !== undefined) raw[flag.replaceAll('-', '_')] = v;
    }
    let cfg: ServeConfig;
    try {
      cfg = resolveServeConfig(raw, process.env, defaultConfigPath(flags.config));
    } catch (e) {
      // One line per problem, each naming its key as its source spells it, like every other message.
      if (e instanceof ConfigError) throw new UsageError(e.problems.join('\nforbear: '));
      throw e;
    }
    const corpus = await loadCorpus(cfg.cases);
    for (const [name, addr] of [['http', cfg.http], ['grpc', cfg.grpc]] as const) {
      if (addr !== null && !LOOPBACK.test(addr.host) && cfg.authToken === undefined) {
        process.stderr.write(`forbear: warning: --${name} ${addr.host} accepts spans from beyond this machine without --auth-token\n`);
      }
    }
    // The stop signals are caught from the start: a supervisor may send one during start-up or
    // the moment `ready` is printed, and Node's default action would kill the process without
    // closing the store.
    const stopped = nextStopSignal();
    const writeLine = (line: string): void => void process.stderr.write(`${line}\n`);
    let alerts: ServeAlerts | undefined;
    if (cfg.alerts !== undefined) {
      try {
        alerts = { ...await (deps.loadAlerting ?? loadAlerting)(cfg.alerts, { env: process.env, writeLine }), log: writeLine };
      } catch (e) {
        if (e instanceof SinkSetupError) throw new UsageError(`--alerts ${cfg.alerts}: ${e.problems.join(`\nforbear: --alerts ${cfg.alerts}: `)}`);
        throw e;
      }
    }
    const early = stopSignalReceived();
    if (early !== undefined) {
      // Stopped before anything was opened: nothing to close, the usual lines, exit 0.
      process.stdout.write(`forbear: ${early}: stopping; open turns stay in the data dir and resume on the next start\nforbear: stopped\n`);
      setExit(EXIT_OK);
      return;
    }
    let server: RunningServer;
    try {
      server = await startServer(cfg, corpus, { onError: repeatLimitedErrorLog(), onSenderHint: writeLine, ...(alerts ? { alerts } : {}) });
    } catch (e) {
      if (e instanceof ServeSetupError) throw new UsageError(e.message);
      throw e;
    }
    // The note starts with a path inside the data dir (`results.jsonl:17: …`): prefixed, not joined (join would rewrite the message).
    for (const note of server.engine.recoveryNotes) process.stderr.write(`forbear: warning: ${join(cfg.dataDir, '.')}/${note}\n`);
    const scheme = cfg.tls ? 'https' : 'http';
    if (server.http) process.stdout.write(`forbear: OTLP/HTTP listening on ${scheme}://${server.http}/v1/traces\n`);
    if (server.grpc) process.stdout.write(`forbear: OTLP/gRPC listening on ${server.grpc}\n`);
    process.stdout.write(`forbear: ${server.engine.openTurns} open turn(s) resumed; results in ${server.engine.resultsPath}\n`);
    process.stdout.write(driverLine(`span store ${join(cfg.dataDir, 'forbear.sqlite')}`));
    process.stdout.write('forbear: ready\n');
    const signal = await stopped;
    process.stdout.write(`forbear: ${signal}: stopping; open turns stay in the data dir and resume on the next start\n`);
    await server.close();
    process.stdout.write('forbear: stopped\n');
    setExit(EXIT_OK);
    // Keep-alive sockets of clients may hold the loop a little longer; never hang on them.
    setTimeout(() => process.exit(EXIT_OK), 2000).unref();
  });
}

const camel = (flag: string): string => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The completion pass is retried every 250 ms while it fails (disk full): say each new error,
 * and the same one again at most once a minute with how often it recurred, not four times a second.
 */
function repeatLimitedErrorLog(): (e: unknown) => void {
  let last = '';
  let lastAt = 0;
  let repeats = 0;
  return (e) => {
    const message = (e as Error).message;
    const now = Date.now();
    if (message === last && now - lastAt < 60_000) {
      repeats++;
      return;
    }
    const again = message === last && repeats > 0 ? ` (${repeats} more time(s) in the last minute)` : '';
    process.stderr.write(`forbear: error: ${message}${again}\n`);
    last = message;
    lastAt = now;
    repeats = 0;
  };
}
