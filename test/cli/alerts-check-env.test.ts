/**
 * Issue 20 item 10: `alerts check` refuses a rules file whose webhook header names an unset
 * `${ENV}`, with the same problem line `serve --alerts` refuses it with; set, it passes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const RULES = `rules:
  - name: any
    window: 1h
    condition:
      any_forced: { level: warning }
sinks:
  - type: webhook
    name: ops
    url: http://127.0.0.1:9/hook
    headers:
      Authorization: "Bearer \${FORBEAR_TEST_UNSET_TOKEN}"
`;
const PROBLEM = 'sink "ops": header Authorization: environment variable FORBEAR_TEST_UNSET_TOKEN is not set';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('forbear-alerts-env-');
});
afterEach(() => tmp.cleanup());

describe('alerts check: an unset ${ENV} in a webhook header', () => {
  it('is refused (exit 2) as serve --alerts refuses it, with the same problem line', async () => {
    const rules = join(tmp.dir, 'rules.yaml');
    writeFileSync(rules, RULES);
    const checked = await runCli(['alerts', 'check', '--rules', rules]);
    expect(checked.code).toBe(2);
    expect(checked.stdout).not.toContain('SUCCESS');
    expect(checked.stderr).toBe(`forbear: --rules ${rules}: ${PROBLEM}\n`);
    const served = await runCli(['serve', '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', join(tmp.dir, 'data'), '--alerts', rules]);
    expect(served.code).toBe(2);
    expect(served.stderr).toBe(`forbear: --alerts ${rules}: ${PROBLEM}\n`);
  });

  it('passes once the variable is set', async () => {
    const rules = join(tmp.dir, 'rules.yaml');
    writeFileSync(rules, RULES);
    process.env.FORBEAR_TEST_UNSET_TOKEN = 's3cret';
    try {
      const checked = await runCli(['alerts', 'check', '--rules', rules]);
      expect(checked.code).toBe(0);
      expect(checked.stdout).toContain('SUCCESS: 1 rule(s), 1 sink(s): ops (webhook)');
    } finally {
      delete process.env.FORBEAR_TEST_UNSET_TOKEN;
    }
  });
});
