import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

export const DASHBOARD_PATH = join(REPO_ROOT, 'collector-config', 'grafana-dashboard.json');

export interface Target { expr: string; refId: string; datasource?: { type?: string; uid?: string }; instant?: boolean }
export interface PanelJson {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: Target[];
  options?: unknown;
  fieldConfig?: unknown;
}
export interface VariableJson { name: string; type: string; query?: unknown; allValue?: string; includeAll?: boolean; current?: { value: string | string[] } }
export interface DashboardJson {
  panels: PanelJson[];
  templating: { list: VariableJson[] };
  annotations: { list: { expr?: string; name: string }[] };
}

export function readDashboard(): { text: string; json: DashboardJson } {
  const text = readFileSync(DASHBOARD_PATH, 'utf8');
  return { text, json: JSON.parse(text) as DashboardJson };
}

/** Every PromQL expression of the dashboard, named by where it sits. */
export function dashboardQueries(d: DashboardJson): { where: string; expr: string }[] {
  const out: { where: string; expr: string }[] = [];
  for (const p of d.panels) for (const t of p.targets ?? []) out.push({ where: `panel ${p.id} "${p.title}" target ${t.refId}`, expr: t.expr });
  for (const a of d.annotations.list) if (a.expr !== undefined) out.push({ where: `annotation "${a.name}"`, expr: a.expr });
  return out;
}

/**
 * What Grafana sends for a panel query with every template variable at "All" (its allValue) or its
 * default, and the built-ins at a short-range value: the expression Prometheus would get.
 */
export function substitute(expr: string, d: DashboardJson, builtins: Record<string, string>): string {
  const values = new Map<string, string>();
  for (const v of d.templating.list) {
    const cur = v.current?.value;
    const first = Array.isArray(cur) ? cur[0] : cur;
    values.set(v.name, first === '$__all' || first === undefined ? (v.allValue ?? '.*') : first);
  }
  for (const [k, v] of Object.entries(builtins)) values.set(k, v);
  return expr.replace(/\$\{?(\w+)\}?/g, (whole, name: string) => {
    const v = values.get(name);
    if (v === undefined) throw new Error(`${whole} in ${JSON.stringify(expr)} is neither a dashboard variable nor a Grafana built-in the test knows`);
    return v;
  });
}
