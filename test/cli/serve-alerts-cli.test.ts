import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const tmp = tempDir('forbear-serve-alerts-cli-');
afterAll(() => tmp.cleanup());

const built = (rel: string): string => JSON.stringify(join(REPO_ROOT, 'dist', 'src', rel));

/**
 * `forbear serve` with the alert engine factory handed in (as main.ts will once the engine is
 * merged): an engine that fires once on its first live clock tick, and the sinks of a list chosen by
 * the rules file's name.
 */
const HARNESS = `
import { serveCommand } from ${built('cli/serve-command.js')};
import { createSinks } from ${built('alerts/sinks/create-sinks.js')};
let calls = 0;
const evaluator = {
  observe: () => [],
  // The first call is the restart warm-up's (its events are discarded); fire on the first live tick.
  advanceTo: (now) => {
    if (++calls !== 2) return [];
    const window = { abstain_turns: 20, forced: 6, rate: 0.3, interval: [0.15, 0.52], from: null, to: null };
    return [{ type: 'firing', rule: 'cli-rule', level: 'warning', previous: 'ok', group: {}, group_key: '*', at: new Date(now).toISOString(), at_ms: now, summary: 's', window, offending: [] }];
  },
  states: () => [],
};
const loadAlerting = async (path, deps) => {
  const sinks = path.endsWith('bad.yaml')
    ? [{ type: 'webhook', url: 'https://hooks.example.com/x', format: 'json', headers: { Authorization: 'Bearer \${MISSING_TOKEN}' }, timeout: 1000, retries: 0, backoff: 10, max_backoff: 10 }]
    : [{ type: 'log' }];
  process.stdout.write('loader got ' + path + '\\n');
  return { evaluator, sinks: createSinks(sinks, deps) };
};
let code = 0;
try {
  await serveCommand((c) => (code = c), { loadAlerting }).exitOverride().parseAsync(process.argv.slice(2), { from: 'user' });
} catch (e) {
  process.stderr.write('forbear: ' + e.message + '\\n');
  code = e.name === 'UsageError' ? 2 : 3;
}
process.exit(code);
`;

function runHarness(args: string[], env: NodeJS.ProcessEnv, untilReady: boolean): Promise<{ code: number | null; out: string }> {
  const script = join(tmp.dir, 'harness.mjs');
  if (!existsSync(script)) writeFileSync(script, HARNESS);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', join(tmp.dir, `data-${Math.random()}`), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stopping = false;
    const onData = (d: string): void => {
      out += d;
      // Stop (once: a second signal would find no handler) when the log sink has written the firing.
      if (untilReady && !stopping && out.includes('forbear alert FIRING')) {
        stopping = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('forbear serve --alerts (CLI glue, engine factory handed in)', () => {
  it('FORBEAR_ALERTS names the rules file; the log sink writes its line on stderr; SIGTERM drains and exits 0', async () => {
    const r = await runHarness([], { FORBEAR_ALERTS: 'rules.yaml' }, true);
    expect(r.out).toContain('loader got rules.yaml');
    expect(r.out).toContain('forbear alert FIRING warning rule=cli-rule group=* forced 6/20 = 30% (95% CI 15–52%)');
    expect(r.out).toContain('forbear: stopped');
    expect(r.code).toBe(0);
  });

  it('a header naming an unset environment variable is a usage error naming the rules file, sink and header (exit 2)', async () => {
    const r = await runHarness(['--alerts', 'bad.yaml'], { MISSING_TOKEN: '' }, false);
    expect(r.out).toContain('forbear: --alerts bad.yaml: sink "webhook https://hooks.example.com": header Authorization: environment variable MISSING_TOKEN is not set');
    expect(r.out).not.toContain('forbear: ready');
    expect(r.code).toBe(2);
  });

  it('forbear serve --help lists --alerts', async () => {
    const r = await runCli(['serve', '--help']);
    expect(r.stdout).toContain('--alerts <file>');
  });
});
