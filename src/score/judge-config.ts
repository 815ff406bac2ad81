import { z } from 'zod';

export const JUDGE_MODES = ['off', 'only', 'both'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

/** The LLM judge's settings: validated once at start-up, every key with a default but url/model. */
export const JudgeConfigSchema = z.object({
  /** off: classifier only; only: the judge's reading decides; both: the stricter of the two. */
  mode: z.enum(JUDGE_MODES).default('off'),
  /** An OpenAI-compatible base URL (…/v1) or the full …/chat/completions endpoint. */
  url: z.url({ protocol: /^https?$/ }),
  model: z.string().min(1),
  /** The API key, already read from the environment variable the user named (never logged). */
  apiKey: z.string().optional(),
  /** Where verdicts are cached; null turns the cache off. */
  cacheDir: z.string().min(1).nullable().default('.forbear/judge-cache'),
  /** Requests in flight at once. */
  concurrency: z.number().int().min(1).max(64).default(4),
  /** Per request, in milliseconds. */
  timeoutMs: z.number().int().min(1).default(30_000),
  /** Further attempts after a 429, a 5xx, a timeout or a network error. */
  retries: z.number().int().min(0).max(10).default(3),
  /** The first retry waits this long; each further one doubles it (a Retry-After header wins, capped). */
  backoffMs: z.number().int().min(0).default(500),
  maxBackoffMs: z.number().int().min(0).default(30_000),
});

export type JudgeConfigInput = z.input<typeof JudgeConfigSchema>;
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;

/** Validates the settings; the error names the key (`judge.url: Invalid URL`). */
export function parseJudgeConfig(input: JudgeConfigInput): { config: JudgeConfig } | { error: string } {
  const parsed = JudgeConfigSchema.safeParse(input);
  if (parsed.success) return { config: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: `judge.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` };
}
