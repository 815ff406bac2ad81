import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { tempDir } from '../helpers/index.js';
import { dashboardQueries, readDashboard } from './dashboard-file.js';
import type { DashboardJson } from './dashboard-file.js';

const tmp = tempDir('forbear-grafana-schema-');
afterAll(() => tmp.cleanup());

/** Panel plugins whose options and field config @grafana/schema types (panelcfg), by module. */
const PANEL_CFG: Record<string, string> = {
  timeseries: 'timeseries/panelcfg/x/TimeSeriesPanelCfg_types.gen',
  stat: 'stat/panelcfg/x/StatPanelCfg_types.gen',
  'state-timeline': 'statetimeline/panelcfg/x/StateTimelinePanelCfg_types.gen',
  table: 'table/panelcfg/x/TablePanelCfg_types.gen',
};

/**
 * A TypeScript file that assigns the dashboard JSON, as literals, to @grafana/schema's `Dashboard`
 * (the JSON model Grafana imports), and each panel's `options` and `fieldConfig` to its plugin's
 * `Options` / `FieldConfig`. Literals are checked for excess properties, so a misspelt key fails
 * as well as a wrong type. `Loose` accepts a string enum's values as plain strings, which is what
 * a JSON file holds (`"background"` for `BigValueColorMode.Background`).
 */
function checkSource(text: string, d: DashboardJson): string {
  const lines = [
    "import type { Dashboard, FieldConfigSource } from '@grafana/schema';",
    ...Object.entries(PANEL_CFG).map(([, mod], i) => `import type * as P${i} from '@grafana/schema/dist/esm/raw/composable/${mod}';`),
    'type Loose<T> = T extends string ? `${T}` : T extends readonly (infer U)[] ? Loose<U>[] : T extends object ? { [K in keyof T]: Loose<T[K]> } : T;',
    `export const dashboard: Loose<Dashboard> = ${text};`,
  ];
  const kinds = Object.keys(PANEL_CFG);
  for (const p of d.panels) {
    const i = kinds.indexOf(p.type);
    if (i < 0) continue;
    lines.push(`export const panel${p.id}Options: Loose<P${i}.Options> = ${JSON.stringify(p.options)};`);
    const field = p.type === 'stat' ? 'Record<string, unknown>' : `P${i}.FieldConfig`;
    lines.push(`export const panel${p.id}FieldConfig: Loose<FieldConfigSource<${field}>> = ${JSON.stringify(p.fieldConfig)};`);
  }
  return `${lines.join('\n')}\n`;
}

/** tsc (the repo's pinned TypeScript) over one generated file; returns its diagnostics. */
function typeCheck(name: string, source: string): string {
  const dir = join(tmp.dir, name);
  mkdirSync(dir);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'check.ts'), source);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', skipLibCheck: true, types: [] },
    files: ['check.ts'],
  }));
  try {
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return '';
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return `${err.stdout ?? ''}${err.stderr ?? ''}`.trim() || 'tsc failed without output';
  }
}

describe('collector-config/grafana-dashboard.json against Grafana\'s dashboard schema (@grafana/schema)', () => {
  const { text, json } = readDashboard();

  it('type-checks as a Dashboard, every panel\'s options and field config as its plugin\'s', () => {
    expect(typeCheck('ok', checkSource(text, json))).toBe('');
  });

  it('the check refuses what Grafana would not load: a misspelt key, a wrong type, an unknown option value', () => {
    const broken = JSON.parse(text) as DashboardJson & Record<string, unknown>;
    const stat = broken.panels.find((p) => p.type === 'stat')!;
    (stat.options as Record<string, unknown>).colorMode = 'rainbow';
    const series = broken.panels.find((p) => p.type === 'timeseries')!;
    (series.gridPos as unknown as Record<string, unknown>).width = 3;
    broken.schemaVersion = '41';
    const out = typeCheck('broken', checkSource(JSON.stringify(broken, null, 2), broken));
    expect(out).toMatch(/'"rainbow"' is not assignable/);
    expect(out).toMatch(/'"width"' does not exist/);
    expect(out).toMatch(/Type 'string' is not assignable to type 'number'/);
  });

  it('is laid out and wired the way Grafana shows it: unique ids, inside 24 columns, no overlaps, every query on the Prometheus variable', () => {
    const ids = json.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Map<string, number>();
    for (const p of json.panels) {
      const { x, y, w, h } = p.gridPos;
      expect(x >= 0 && w > 0 && x + w <= 24 && h > 0, `panel ${p.id} gridPos`).toBe(true);
      for (let i = x; i < x + w; i++) for (let j = y; j < y + h; j++) {
        expect(cells.get(`${i},${j}`), `panel ${p.id} overlaps panel ${cells.get(`${i},${j}`)}`).toBeUndefined();
        cells.set(`${i},${j}`, p.id);
      }
      if (p.type === 'row') continue;
      expect(Object.keys(PANEL_CFG), `panel ${p.id} type`).toContain(p.type);
      expect(p.targets?.length, `panel ${p.id} has queries`).toBeGreaterThan(0);
      const refIds = p.targets!.map((t) => t.refId);
      expect(new Set(refIds).size, `panel ${p.id} refIds`).toBe(refIds.length);
      for (const t of p.targets!) expect(t.datasource, `panel ${p.id} ${t.refId}`).toEqual({ type: 'prometheus', uid: '${datasource}' });
    }
    expect(json.templating.list.map((v) => v.name)).toEqual(['datasource', 'job', 'instance', 'service', 'agent', 'model', 'scenario', 'group_by', 'window']);
    expect(dashboardQueries(json).length).toBeGreaterThanOrEqual(30);
  });
});
