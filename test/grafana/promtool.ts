import { execFileSync } from 'node:child_process';
import { PROMTOOL, requireDebianTool } from '../helpers/debian-tools.js';

/** `promtool check metrics` over an exposition: the lint problems it names (empty when clean). */
export function promtoolCheckMetrics(exposition: string): string[] {
  requireDebianTool(PROMTOOL, 'the metrics tests');
  try {
    execFileSync(PROMTOOL, ['check', 'metrics'], { input: exposition, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
    return [];
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; status?: number };
    const lines = `${err.stdout ?? ''}${err.stderr ?? ''}`.split('\n').filter((l) => l.trim() !== '');
    return lines.length > 0 ? lines : [`promtool exited ${err.status}`];
  }
}

/**
 * The conventions promtool does not lint (https://prometheus.io/docs/practices/naming/): a 0–1
 * quotient is a `_ratio`, never `_rate` or `_percent`; a counter ends in `_total`; an `_info`
 * metric is a gauge of 1. Returns one line per breach.
 */
export function namingProblems(exposition: string): string[] {
  const problems: string[] = [];
  for (const m of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name, type] = m as unknown as [string, string, string];
    if (/_(rate|percent|percentage)(_|$)/.test(name)) problems.push(`${name}: a ratio is named _ratio`);
    if (type === 'counter' && !name.endsWith('_total')) problems.push(`${name}: a counter ends in _total`);
    if (type !== 'counter' && name.endsWith('_total')) problems.push(`${name}: only counters end in _total`);
    if (name.endsWith('_info') && type !== 'gauge') problems.push(`${name}: an _info metric is a gauge`);
    if (/_(milliseconds|ms|kilobytes|megabytes|minutes|hours)(_|$)/.test(name)) problems.push(`${name}: use base units (seconds, bytes)`);
  }
  return problems;
}
