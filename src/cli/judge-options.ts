import { existsSync, statSync } from 'node:fs';
import { Option } from 'commander';
import type { Command } from 'commander';
import type { LoadedCorpus } from '../corpus/load.js';
import { JUDGE_MODES, parseJudgeConfig } from '../score/judge-config.js';
import type { OutcomeOptions } from '../score/outcome.js';
import type { ResultRefiner } from '../score/result-refiner.js';
import { UsageError } from './exit-code.js';
import { parseDuration, parsePositiveInt } from './option-parsers.js';
import { DataPathError, makeDirectory } from '../util/data-path.js';

export interface JudgeFlags {
  judge: string;
  judgeUrl?: string;
  judgeModel?: string;
  judgeKeyEnv?: string;
  judgeCache: string;
  judgeConcurrency: number;
  judgeTimeout: number;
  judgeRetries: number;
}

/** The `--judge*` options of `forbear score`. */
export function addJudgeOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--judge <mode>', 'LLM judge: off, only (the judge decides) or both (the stricter reading)').choices(JUDGE_MODES).default('off'))
    .option('--judge-url <url>', 'OpenAI-compatible chat-completions base URL (…/v1) or endpoint')
    .option('--judge-model <name>', 'the model the judge asks')
    .option('--judge-key-env <name>', 'environment variable holding the API key (sent as a bearer token)')
    .option('--judge-cache <dir>', 'verdict cache directory ("off" disables it)', '.forbear/judge-cache')
    .addOption(new Option('--judge-concurrency <n>', 'judge requests in flight at once').argParser(parsePositiveInt('--judge-concurrency')).default(4))
    .addOption(new Option('--judge-timeout <duration>', 'per judge request').argParser(parseDuration('--judge-timeout')).default(30_000, '30s'))
    .addOption(new Option('--judge-retries <n>', 'further attempts after a 429, 5xx or timeout').argParser(parseRetries).default(3));
}

function parseRetries(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new UsageError(`--judge-retries: expected a whole number from 0 to 10, got "${value}"`);
  return n;
}

/**
 * The judge stage the flags ask for, or undefined with `--judge off`. Fails fast on bad settings.
 * The judge's modules (client, cache, prompt) are loaded only when a judge is asked for (start-up).
 */
export async function judgeFromFlags(flags: JudgeFlags, corpus: LoadedCorpus, outcome: OutcomeOptions): Promise<ResultRefiner | undefined> {
  if (flags.judge === 'off') return undefined;
  if (flags.judgeUrl === undefined) throw new UsageError(`--judge ${flags.judge} needs --judge-url`);
  if (flags.judgeModel === undefined) throw new UsageError(`--judge ${flags.judge} needs --judge-model`);
  let apiKey: string | undefined;
  if (flags.judgeKeyEnv !== undefined) {
    apiKey = process.env[flags.judgeKeyEnv];
    if (apiKey === undefined || apiKey === '') throw new UsageError(`--judge-key-env: the environment variable ${flags.judgeKeyEnv} is not set`);
  }
  if (flags.judgeCache !== 'off' && existsSync(flags.judgeCache) && !statSync(flags.judgeCache).isDirectory()) {
    throw new UsageError(`--judge-cache ${flags.judgeCache}: is a file, not a directory ("off" disables the cache)`);
  }
  if (flags.judgeCache !== 'off') {
    // Made now, one level at a time: Node's recursive mkdir, left to the first verdict, loops forever under /proc.
    try {
      makeDirectory(flags.judgeCache);
    } catch (e) {
      if (e instanceof DataPathError) throw new UsageError(`--judge-cache ${e.message} ("off" disables the cache)`);
      throw e;
    }
  }
  const parsed = parseJudgeConfig({
    mode: flags.judge as (typeof JUDGE_MODES)[number],
    url: flags.judgeUrl,
    model: flags.judgeModel,
    apiKey,
    cacheDir: flags.judgeCache === 'off' ? null : flags.judgeCache,
    concurrency: flags.judgeConcurrency,
    timeoutMs: flags.judgeTimeout,
    retries: flags.judgeRetries,
  });
  if ('error' in parsed) throw new UsageError(flagMessage(parsed.error, flags));
  const { createJudge } = await import('../score/judge.js');
  return createJudge(parsed.config, corpus, outcome);
}

/** `judge.timeoutMs: Too small…` → `--judge-timeout: Too small…, got "0s"`: the user typed a flag, not a key. */
const FLAG_OF: Record<string, [flag: string, value: (f: JudgeFlags) => unknown]> = {
  url: ['--judge-url', (f) => f.judgeUrl],
  model: ['--judge-model', (f) => f.judgeModel],
  cacheDir: ['--judge-cache', (f) => f.judgeCache],
  concurrency: ['--judge-concurrency', (f) => f.judgeConcurrency],
  timeoutMs: ['--judge-timeout', (f) => (f.judgeTimeout === undefined ? undefined : `${f.judgeTimeout}ms`)],
  retries: ['--judge-retries', (f) => f.judgeRetries],
};

function flagMessage(error: string, flags: JudgeFlags): string {
  const m = /^judge\.(\w+): (.*)$/su.exec(error);
  const known = m ? FLAG_OF[m[1]!] : undefined;
  if (!m || !known) return error;
  const value = known[1](flags);
  return `${known[0]}: ${m[2]}${value === undefined ? '' : `, got "${String(value)}"`}`;
}
