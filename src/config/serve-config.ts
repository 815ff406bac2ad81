import { existsSync, readFileSync } from 'node:fs';
import { parseYamlDocument, yamlValue } from '../util/yaml-document.js';
import { z } from 'zod';
import { defaultWorkers } from '../workers/scoring-pool.js';
import { ConfigError } from './config-error.js';
import { durationSchema } from './duration.js';
import { yamlErrorMessage, yamlErrorPlace } from '../util/yaml-error.js';
import { ioMessage } from '../util/io-message.js';

/** A listener address, or null for `off`. */
export type ListenAddress = { host: string; port: number } | null;

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

const text = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

const duration = durationSchema;

const size = text.transform((v, ctx) => {
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(v);
  const unit = m === null ? undefined : SIZE_UNITS[m[2]!.toLowerCase()];
  if (m === null || unit === undefined || Number(m[1]) <= 0) {
    ctx.addIssue({ code: 'custom', message: `expected a size like "64MiB", "10MB" or a number of bytes, got "${v}"` });
    return z.NEVER;
  }
  return Math.floor(Number(m[1]) * unit);
});

const positiveInt = text.transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: `expected a positive whole number, got "${v}"` });
    return z.NEVER;
  }
  return n;
});

/** `--workers`: 0 (score on the event loop) up to 64 threads. */
const workerCount = text.transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 64) {
    ctx.addIssue({ code: 'custom', message: `expected a whole number from 0 to 64, got "${v}"` });
    return z.NEVER;
  }
  return n;
});

const listen = text.transform((v, ctx): ListenAddress => {
  if (v.toLowerCase() === 'off') return null;
  // host:port, [v6]:port
  const m = /^(?:\[([^\]]+)\]|([^:]+)):(\d+)$/.exec(v);
  const port = m === null ? NaN : Number(m[3]);
  if (m === null || !Number.isInteger(port) || port < 0 || port > 65535) {
    ctx.addIssue({ code: 'custom', message: `expected HOST:PORT (port 0 picks a free one) or "off", got "${v}"` });
    return z.NEVER;
  }
  return { host: m[1] ?? m[2]!, port };
});

const url = text.transform((v, ctx) => {
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http(s)');
    return v;
  } catch {
    ctx.addIssue({ code: 'custom', message: `expected an http(s) URL, got "${v}"` });
    return z.NEVER;
  }
});

/** `--trace-url`: an http(s) URL template naming `{trace_id}` (the page puts it in a link, where `javascript:` would run). */
const traceUrl = text.transform((v, ctx) => {
  let ok = v.includes('{trace_id}');
  try {
    const u = new URL(v.replaceAll('{trace_id}', 'x').replaceAll('{span_id}', 'x'));
    ok &&= u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (ok) return v;
  ctx.addIssue({ code: 'custom', message: `expected an http(s) URL template naming {trace_id}, like https://tempo.example/trace/{trace_id}, got "${v}"` });
  return z.NEVER;
});

const MAX_BODY_LIMIT = 2 ** 31;

/** Every serve setting, by its forbear.yaml key. Flags are the same names in kebab case. */
export const ServeSettingsSchema = z.strictObject({
  cases: text.optional(),
  http: listen.optional(),
  grpc: listen.optional(),
  data_dir: text.optional(),
  turn_idle: duration.optional(),
  turn_max_wait: duration.optional(),
  max_open_turns: positiveInt.optional(),
  // A decompressed body must fit one Buffer, zlib's maxOutputLength and gRPC's int32 message size.
  max_body: size.refine((n) => n <= MAX_BODY_LIMIT, { message: 'at most 2GiB' }).optional(),
  /** Request body bytes held at once across all requests of both protocols (429 beyond). */
  max_inflight: size.optional(),
  /** Distinct values of each span-written /metrics label before later ones count as `other`. */
  max_label_values: positiveInt.optional(),
  auth_token: text.optional(),
  tls_cert: text.optional(),
  tls_key: text.optional(),
  export_endpoint: url.optional(),
  /** SQLite synchronous mode: full survives power loss, normal only a killed process. */
  sync: z.enum(['full', 'normal']).optional(),
  /** Alert rules file (YAML): rules and the sinks notifications go to. */
  alerts: text.optional(),
  /** Link from the live page to a turn's trace: `https://tempo.example/trace/{trace_id}` ({span_id} too). */
  trace_url: traceUrl.optional(),
  /** Worker threads that match and score turns; 0 scores on the event loop (default: cores − 1). */
  workers: workerCount.optional(),
});

type Settings = z.output<typeof ServeSettingsSchema>;

export interface ServeConfig {
  cases: string;
  http: ListenAddress;
  grpc: ListenAddress;
  dataDir: string;
  turnIdleMs: number;
  turnMaxWaitMs: number;
  maxOpenTurns: number;
  maxBodyBytes: number;
  maxInflightBytes: number;
  maxLabelValues: number;
  authToken: string | undefined;
  tls: { cert: string; key: string } | undefined;
  exportEndpoint: string | undefined;
  sync: 'full' | 'normal';
  alerts: string | undefined;
  traceUrl: string | undefined;
  workers: number;
}

export const SERVE_DEFAULTS = {
  http: '127.0.0.1:4318',
  grpc: '127.0.0.1:4317',
  data_dir: './.forbear',
  turn_idle: '10s',
  turn_max_wait: '5m',
  max_open_turns: 10_000,
  max_body: '64MiB',
  max_inflight: '256MiB',
  max_label_values: 100,
  sync: 'full',
} as const;

const KEYS = Object.keys(ServeSettingsSchema.shape) as (keyof Settings)[];

export const envName = (key: string): string => `FORBEAR_${key.toUpperCase()}`;
export const flagName = (key: string): string => `--${key.replaceAll('_', '-')}`;

/** One layer's raw values, validated; problems name `where` and the key as that layer spells it. */
function validate(raw: Record<string, unknown>, where: (key: string) => string, problems: string[]): Settings {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = (ServeSettingsSchema.shape as Record<string, z.ZodType>)[key];
    if (field === undefined) {
      problems.push(`${where(key)}: unknown setting (known: ${KEYS.join(', ')})`);
      continue;
    }
    // One key at a time: every bad value is reported, and the good ones still apply.
    const parsed = field.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
    else for (const issue of parsed.error.issues) problems.push(`${where(key)}: ${issue.message}`);
  }
  return out as Settings;
}

/**
 * Settings from flags, then `forbear.yaml`, then `FORBEAR_*` environment variables, in that order
 * of precedence; validated once, failing with every problem named by key.
 */
export function resolveServeConfig(flags: Record<string, unknown>, env: NodeJS.ProcessEnv, configPath: string | undefined): ServeConfig {
  const problems: string[] = [];
  const fromFlags = validate(flags, flagName, problems);
  const fromFile = configPath === undefined ? {} : validate(readYaml(configPath, problems), (k) => `${configPath}: ${k}`, problems);
  const rawEnv: Record<string, unknown> = {};
  for (const k of KEYS) {
    const v = env[envName(k)];
    if (v !== undefined && v !== '') rawEnv[k] = v;
  }
  // The OTel SDK's own variable names the export endpoint too.
  if (rawEnv.export_endpoint === undefined && env.OTEL_EXPORTER_OTLP_ENDPOINT) rawEnv.export_endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const fromEnv = validate(rawEnv, (k) => (k === 'export_endpoint' && env[envName(k)] === undefined ? 'OTEL_EXPORTER_OTLP_ENDPOINT' : envName(k)), problems);
  const defaults = ServeSettingsSchema.parse(SERVE_DEFAULTS);
  const s: Settings = { ...defaults, ...fromEnv, ...fromFile, ...fromFlags };
  if (s.cases === undefined) problems.push(`cases: required (${flagName('cases')}, "cases:" in forbear.yaml or ${envName('cases')})`);
  if ((s.tls_cert === undefined) !== (s.tls_key === undefined)) problems.push('tls_cert and tls_key: give both or neither');
  if (s.http === null && s.grpc === null) problems.push('http and grpc: both are off; nothing would listen');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    cases: s.cases!,
    http: s.http!,
    grpc: s.grpc!,
    dataDir: s.data_dir!,
    turnIdleMs: s.turn_idle!,
    turnMaxWaitMs: s.turn_max_wait!,
    maxOpenTurns: s.max_open_turns!,
    maxBodyBytes: s.max_body!,
    maxInflightBytes: s.max_inflight!,
    maxLabelValues: s.max_label_values!,
    authToken: s.auth_token,
    tls: s.tls_cert !== undefined && s.tls_key !== undefined ? { cert: s.tls_cert, key: s.tls_key } : undefined,
    exportEndpoint: s.export_endpoint,
    sync: s.sync ?? 'full',
    alerts: s.alerts,
    traceUrl: s.trace_url,
    workers: s.workers ?? defaultWorkers(),
  };
}

function readYaml(path: string, problems: string[]): Record<string, unknown> {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch (e) {
    problems.push(`${path}: cannot read: ${ioMessage(e)}`);
    return {};
  }
  const doc = parseYamlDocument(source);
  if (doc.errors.length > 0) {
    for (const err of doc.errors) problems.push(`${yamlErrorPlace(err, path)}: ${yamlErrorMessage(err)}`);
    return {};
  }
  const v: unknown = yamlValue(doc);
  if (v === null || v === undefined) return {};
  if (typeof v !== 'object' || Array.isArray(v)) {
    problems.push(`${path}: expected a mapping of settings`);
    return {};
  }
  return v as Record<string, unknown>;
}

/** The config file: the one named, else ./forbear.yaml when it exists. */
export function defaultConfigPath(given: string | undefined): string | undefined {
  if (given !== undefined) return given;
  return existsSync('forbear.yaml') ? 'forbear.yaml' : undefined;
}
