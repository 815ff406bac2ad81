import type { SinkConfig, WebhookSinkConfig } from '../sink-config.js';

/** `${NAME}` in a header value: an environment variable, so secrets stay out of the rules file. */
const ENV_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A webhook sink's name in messages: its own, else the URL's origin (a Slack webhook's path is its secret). */
export function webhookSinkName(cfg: WebhookSinkConfig): string {
  return cfg.name ?? `webhook ${new URL(cfg.url).origin}`;
}

/**
 * Header values with their `${NAME}` references filled in from `env`, and one problem per
 * reference that is unset or empty. Shared by the sink itself (`serve --alerts`) and by
 * `alerts check`, so a file one refuses the other never passes.
 */
export function resolveHeaders(cfg: WebhookSinkConfig, env: NodeJS.ProcessEnv): { headers: Record<string, string>; problems: string[] } {
  const name = webhookSinkName(cfg);
  const headers: Record<string, string> = {};
  const problems: string[] = [];
  for (const [header, value] of Object.entries(cfg.headers)) {
    headers[header.toLowerCase()] = value.replace(ENV_REF, (_, ref: string) => {
      const v = env[ref];
      if (v === undefined || v === '') problems.push(`sink "${name}": header ${header}: environment variable ${ref} is not set`);
      return v ?? '';
    });
  }
  return { headers, problems };
}

/** Every unset `${NAME}` of every webhook sink of a rules file, without opening any sink. */
export function sinkEnvironmentProblems(sinks: readonly SinkConfig[], env: NodeJS.ProcessEnv): string[] {
  return sinks.flatMap((s) => (s.type === 'webhook' ? resolveHeaders(s, env).problems : []));
}
