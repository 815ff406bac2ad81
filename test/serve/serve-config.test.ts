import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/index.js';
import { serveInProcess } from './serve-fixture.js';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = tempDir('forbear-config-');
});
afterEach(() => tmp.cleanup());

function problems(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe('serve settings: flags, then forbear.yaml, then FORBEAR_* variables', () => {
  it('has the documented defaults', () => {
    const cfg = resolveServeConfig({ cases: 'c.yaml' }, {}, undefined);
    expect(cfg).toMatchObject({
      http: { host: '127.0.0.1', port: 4318 }, grpc: { host: '127.0.0.1', port: 4317 }, dataDir: './.forbear',
      turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 10_000, maxBodyBytes: 64 * 1024 * 1024, sync: 'full',
    });
  });

  it('a flag beats the file, the file beats the environment', () => {
    const file = join(tmp.dir, 'forbear.yaml');
    writeFileSync(file, 'cases: from-file.yaml\nturn_idle: 20s\nmax_body: 1MiB\ngrpc: "off"\n');
    const env = { FORBEAR_CASES: 'from-env.yaml', FORBEAR_TURN_IDLE: '30s', FORBEAR_MAX_OPEN_TURNS: '7', FORBEAR_AUTH_TOKEN: 'tok' };
    const cfg = resolveServeConfig({ turn_idle: '5s' }, env, file);
    expect(cfg).toMatchObject({ cases: 'from-file.yaml', turnIdleMs: 5_000, maxBodyBytes: 1024 * 1024, maxOpenTurns: 7, authToken: 'tok', grpc: null });
  });

  it('OTEL_EXPORTER_OTLP_ENDPOINT names the export endpoint when nothing else does', () => {
    expect(resolveServeConfig({ cases: 'c' }, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, undefined).exportEndpoint).toBe('http://collector:4318');
  });

  it('every invalid value is named by its key as its source spells it', () => {
    const file = join(tmp.dir, 'forbear.yaml');
    writeFileSync(file, 'turn_max_wait: soon\nmax_open_turn: 5\n');
    const found = problems(() => resolveServeConfig({ http: 'localhost', max_body: 'lots' }, { FORBEAR_MAX_OPEN_TURNS: '-1' }, file));
    expect(found).toEqual(expect.arrayContaining([
      expect.stringMatching(/^--http: expected HOST:PORT/),
      expect.stringMatching(/^--max-body: expected a size/),
      expect.stringMatching(/forbear\.yaml: turn_max_wait: expected a duration like "10s"/),
      expect.stringMatching(/forbear\.yaml: max_open_turn: unknown setting/),
      expect.stringMatching(/^FORBEAR_MAX_OPEN_TURNS: expected a positive whole number/),
      expect.stringMatching(/^cases: required/),
    ]));
  });

  it('a YAML syntax error names the line', () => {
    const file = join(tmp.dir, 'forbear.yaml');
    writeFileSync(file, 'cases: a\nturn_idle: [10s\n');
    expect(problems(() => resolveServeConfig({}, {}, file))[0]).toMatch(/forbear\.yaml:\d+:\d+: /);
  });

  it('forbear serve exits 2 listing the bad settings', async () => {
    const run = await runCli(['serve', '--cases', 'samples/corpus.yaml', '--turn-idle', 'forever', '--grpc', 'off', '--http', 'off']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--turn-idle: expected a duration');
    expect(run.stderr).toContain('both are off');
  });

  it('forbear serve exits 2 naming the address it cannot listen on', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as AddressInfo).port;
    try {
      const run = await runCli(['serve', '--cases', 'samples/corpus.yaml', '--http', `127.0.0.1:${port}`, '--grpc', 'off', '--data-dir', join(tmp.dir, 'data')]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`--http 127.0.0.1:${port}: cannot listen`);
    } finally {
      taken.close();
    }
  });

  it('forbear serve exits 2 when another instance holds the data dir', async () => {
    const dataDir = join(tmp.dir, 'shared');
    const first = await serveInProcess(dataDir);
    try {
      const run = await runCli(['serve', '--cases', 'samples/corpus.yaml', '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', dataDir]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('is in use by another forbear serve');
    } finally {
      await first.close();
    }
  });
});
