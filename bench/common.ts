/**
 * Small helpers shared by the bench scripts: argument parsing, where the data lives, units.
 * Bench scripts are programs, not library code, so they print and exit themselves.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One mebibyte. Every "MB" the bench prints is MiB (file names, MB/s and RSS alike). */
export const MIB = 1024 * 1024;

export const DEFAULT_SIZE_MB = 1024;

export interface ParsedArgs {
  flags: Map<string, string>;
  positionals: string[];
}

/** `--key value` and `--key=value`; boolean flags are listed in `booleans`. */
export function parseArgs(argv: readonly string[], booleans: readonly string[] = []): ParsedArgs {
  const flags = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const key = arg.slice(2);
    if (booleans.includes(key)) {
      flags.set(key, 'true');
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined) die(`${arg}: expected a value`);
    flags.set(key, value);
    i++;
  }
  return { flags, positionals };
}

export function sizeMbFlag(args: ParsedArgs): number {
  const raw = args.flags.get('size-mb');
  if (raw === undefined) return DEFAULT_SIZE_MB;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) die(`--size-mb: expected a positive integer, got "${raw}"`);
  return n;
}

/**
 * `bench/data` of the checkout that holds this script: the nearest ancestor of the compiled
 * script with a package.json (dist/bench/x.js → the repo root), else the working directory.
 */
export function defaultDataDir(scriptUrl: string): string {
  let dir = dirname(fileURLToPath(scriptUrl));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'bench', 'data');
    const up = dirname(dir);
    if (up === dir) return resolve('bench', 'data');
    dir = up;
  }
}

export function dataDirFlag(args: ParsedArgs, scriptUrl: string): string {
  const raw = args.flags.get('data-dir');
  return raw === undefined ? defaultDataDir(scriptUrl) : resolve(raw);
}

export function sessionsFile(dataDir: string, sizeMb: number): string {
  return join(dataDir, `sessions-${sizeMb}MB.jsonl`);
}

/** Sidecar the generator writes beside the span file: what it put in, for sanity checks. */
export function metaFile(dataDir: string, sizeMb: number): string {
  return join(dataDir, `sessions-${sizeMb}MB.meta.json`);
}

/** The short-conversations shape (issue 19): fixed by span count, not size. */
export function shortFile(dataDir: string): string {
  return join(dataDir, 'short-conversations.jsonl');
}

export function shortMetaFile(dataDir: string): string {
  return join(dataDir, 'short-conversations.meta.json');
}

export function corpusFile(dataDir: string): string {
  return join(dataDir, 'corpus.yaml');
}

/** `process.resourceUsage().maxRSS` is in KiB. */
export function maxRssMb(): number {
  return round1(process.resourceUsage().maxRSS / 1024);
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export function die(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

/** The JSON line floor.ts and run-score.ts print on stdout. */
export interface Measurement {
  seconds: number;
  bytes: number;
  spans: number;
  maxRssMB: number;
}

/** Resolves with the first match of `re` in a child server's stdout (its ready line); rejects if it exits first. */
export function waitForLine(child: ChildProcess, re: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = re.exec(out);
      if (m) resolve(m);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
}
