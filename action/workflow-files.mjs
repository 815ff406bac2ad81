// The files a step talks to the runner through (GitHub docs, "Workflow commands": environment files).
import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

/** Appends Markdown to the job summary; outside Actions (no GITHUB_STEP_SUMMARY) it is not written. */
export function appendSummary(env, markdown) {
  if (!env.GITHUB_STEP_SUMMARY) return false;
  appendFileSync(env.GITHUB_STEP_SUMMARY, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
  return true;
}

/** `name=value`, or the heredoc form with a random delimiter when the value spans lines. */
export function setOutput(env, name, value) {
  if (!env.GITHUB_OUTPUT) return;
  const text = String(value);
  if (!/[\r\n]/.test(text)) {
    appendFileSync(env.GITHUB_OUTPUT, `${name}=${text}\n`);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  appendFileSync(env.GITHUB_OUTPUT, `${name}<<${delimiter}\n${text}\n${delimiter}\n`);
}

/** Workflow-command escaping of a message (actions/toolkit command.ts). */
export const escapeData = (s) => String(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
