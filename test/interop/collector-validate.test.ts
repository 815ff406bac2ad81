/**
 * The shipped Collector configs load in the Collector they are written for: `otelcol validate`
 * (the real binary built from collector-config/builder.yaml) on every file, and each names the
 * version the manifest pins.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_DIR, SHIPPED_CONFIGS, buildOtelcol, deriveConfig, otelcolBinary, validateConfig } from './otelcol.js';
import { spawnSync } from 'node:child_process';

let version: string;
beforeAll(async () => {
  version = /^\s+- gomod: go\.opentelemetry\.io\/collector\/receiver\/otlpreceiver (v[\d.]+)/m.exec(readFileSync(join(CONFIG_DIR, 'builder.yaml'), 'utf8'))![1]!;
  await buildOtelcol();
}, 45 * 60_000);

describe('collector-config/ in the real Collector', () => {
  it('the binary is the manifest\'s release, with every component the configs use', () => {
    const r = spawnSync(otelcolBinary(), ['components'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`version: ${version.slice(1)}`);
    for (const name of ['otlp', 'batch', 'memory_limiter', 'otlp_grpc', 'otlp_http', 'load_balancing', 'file', 'file_storage', 'bearertokenauth']) {
      expect(r.stdout).toMatch(new RegExp(`- name: ${name}\\n`));
    }
  });

  for (const file of SHIPPED_CONFIGS) {
    it(`otelcol validate --config ${file} passes, and the file names Collector ${'v0.161.0'}`, () => {
      const r = validateConfig(join(CONFIG_DIR, file), { FORBEAR_AUTH_TOKEN: 'x' });
      expect(r.output).toBe('');
      expect(r.code).toBe(0);
      expect(readFileSync(join(CONFIG_DIR, file), 'utf8')).toContain(`Collector ${version}`);
    });
  }

  for (const resolver of ['dns', 'k8s']) {
    it(`loadbalancing.yaml with its commented ${resolver} resolver uncommented (in place of static) passes validate too`, () => {
      const text = readFileSync(join(CONFIG_DIR, 'loadbalancing.yaml'), 'utf8');
      // The commented block as a user uncomments it: "# dns:" and the "#   key: value" lines under it.
      const block = new RegExp(`^( *)# ${resolver}:\\n((?:\\1#   .*\\n)+)`, 'm').exec(text);
      expect(block, `a commented ${resolver} example in loadbalancing.yaml`).not.toBeNull();
      const settings = parseDocument(block![2]!.replace(/^ *# {3}/gm, '')).toJS() as Record<string, unknown>;
      const dir = mkdtempSync(join(tmpdir(), 'forbear-resolver-'));
      try {
        const config = deriveConfig('loadbalancing.yaml', dir, [[['exporters', 'load_balancing/forbear', 'resolver'], { [resolver]: settings }]]);
        const r = validateConfig(config);
        expect(r.output).toBe('');
        expect(r.code).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('validate does catch a setting the Collector does not know (so the passes above mean something)', () => {
    const r = validateConfig(join(CONFIG_DIR, '..', 'test', 'interop', 'fixtures', 'unknown-key.yaml'));
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/has invalid keys: not_a_setting/);
  });

  it('but v0.161.0 lets an unknown key under an otlp_http exporter through (confighttp ignores unused keys), hence the key check in test/serve/collector-config.test.ts', () => {
    const r = validateConfig(join(CONFIG_DIR, '..', 'test', 'interop', 'fixtures', 'unknown-http-key.yaml'));
    expect(r.code).toBe(0);
  });
});
