import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { anchorsOf } from '../helpers/markdown-anchors.js';
import { PROMTOOL, requireDebianTool } from '../helpers/debian-tools.js';

const DIR = join(REPO_ROOT, 'collector-config');

function promtool(args: string[]): string {
  requireDebianTool(PROMTOOL, 'the Prometheus rules test');
  try {
    return execFileSync(PROMTOOL, args, { cwd: DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
}

describe('collector-config/prometheus-alerts.yaml, checked by Prometheus itself', () => {
  it('is valid rule syntax (promtool check rules)', () => {
    expect(promtool(['check', 'rules', 'prometheus-alerts.yaml'])).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fires, and stays quiet, on the synthetic series of its unit tests (promtool test rules)', () => {
    // The rate rule pages for a busy service whose forced actions jump and not for a quiet one; the
    // spike rule pages on 5% → 50% and not on a steady 40%; forbear_alert_state and _no_data map through.
    expect(promtool(['test', 'rules', 'prometheus-alerts.test.yaml'])).toContain('SUCCESS');
  });

  it('every rule routes: severity critical or warning, summary, description and a runbook_url naming a runbook of docs/alerts.md', () => {
    const { groups } = parse(readFileSync(join(DIR, 'prometheus-alerts.yaml'), 'utf8')) as { groups: { rules: { alert: string; labels: Record<string, string>; annotations: Record<string, string> }[] }[] };
    const rules = groups.flatMap((g) => g.rules);
    // GitHub's heading anchors of the page the runbooks moved to from the README (issue 17).
    const anchors = anchorsOf(readFileSync(join(REPO_ROOT, 'docs/alerts.md'), 'utf8'));
    expect(rules.length).toBeGreaterThanOrEqual(9);
    for (const r of rules) {
      expect(['critical', 'warning'], r.alert).toContain(r.labels.severity);
      expect(r.annotations.summary, r.alert).toBeTruthy();
      expect(r.annotations.description, r.alert).toBeTruthy();
      expect(r.annotations.runbook_url, r.alert).toBe(`https://runbooks.example/forbear/docs/alerts.md#${r.alert.toLowerCase()}`);
      expect(anchors.has(r.alert.toLowerCase()), `docs/alerts.md has a "${r.alert}" runbook heading`).toBe(true);
    }
    // Forced actions page; forbear's own health and the counterweight open a ticket.
    expect(rules.filter((r) => r.labels.severity === 'critical').map((r) => r.alert)).toEqual(['ForbearForcedActionRateHigh', 'ForbearForcedActionRateSpike', 'ForbearAlertFiring']);
  });
});
