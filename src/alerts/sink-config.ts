import { z } from 'zod';
import { durationSchema } from '../config/duration.js';

const httpUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}, { message: 'expected an http(s) URL' });

/**
 * A webhook: the event as JSON (`format: json`), or a Slack-compatible `{ "text": … }` payload
 * (`format: slack`). Header values may name environment variables as `${NAME}` so secrets stay
 * out of the rules file.
 */
export const WebhookSinkSchema = z.strictObject({
  type: z.literal('webhook'),
  name: z.string().min(1).optional(),
  url: httpUrl,
  format: z.enum(['json', 'slack']).default('json'),
  headers: z.record(z.string(), z.string()).default({}),
  timeout: durationSchema.default(5000),
  /** Further attempts after the first fails. */
  retries: z.number({ error: 'expected a whole number ≥ 0' }).int({ error: 'expected a whole number ≥ 0' }).nonnegative({ error: 'expected a whole number ≥ 0' }).default(5),
  /** Wait before the first retry; doubled each time up to max_backoff. */
  backoff: durationSchema.default(1000),
  max_backoff: durationSchema.default(60_000),
});

/** One line per event on stderr. */
export const LogSinkSchema = z.strictObject({
  type: z.literal('log'),
  name: z.string().min(1).optional(),
});

/** One JSON object per line, appended. */
export const FileSinkSchema = z.strictObject({
  type: z.literal('file'),
  name: z.string().min(1).optional(),
  path: z.string().min(1),
});

export const SinkConfigSchema = z.discriminatedUnion('type', [WebhookSinkSchema, LogSinkSchema, FileSinkSchema]);

export type WebhookSinkConfig = z.output<typeof WebhookSinkSchema>;
export type LogSinkConfig = z.output<typeof LogSinkSchema>;
export type FileSinkConfig = z.output<typeof FileSinkSchema>;
export type SinkConfig = z.output<typeof SinkConfigSchema>;
