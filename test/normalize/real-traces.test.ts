import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { REAL_TRACES_DIR, realTracesMissing } from '../helpers/shared-root.js';

/**
 * Traces that agent frameworks' own instrumentation recorded (their repositories' test snapshots),
 * read by the built CLI and compared with the reading a person wrote down for each, by the
 * shared `check.mjs` itself: the same comparison anyone runs by hand, not a copy of it.
 */
const missing = realTracesMissing();
if (missing !== undefined) console.warn(`skipping: ${missing}`);

interface CheckResult {
  framework: string;
  id: string;
  verdict: 'full' | 'partial' | 'not read';
  why?: string;
  checks?: Record<string, string>;
  stderr: string;
}

/** framework/id of every trace that has an expected reading. */
function expectedTraces(): string[] {
  if (missing !== undefined) return [];
  const out: string[] = [];
  for (const fw of readdirSync(REAL_TRACES_DIR).sort()) {
    const file = join(REAL_TRACES_DIR, fw, 'expected.json');
    if (!existsSync(file)) continue;
    for (const id of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) out.push(`${fw}/${id}`);
  }
  return out;
}

function runCheck(): Promise<CheckResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REAL_TRACES_DIR, 'check.mjs'), REPO_ROOT, REAL_TRACES_DIR], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`check.mjs exited ${code}: ${stderr.slice(0, 2000)}`));
      resolve(JSON.parse(stdout) as CheckResult[]);
    });
  });
}

/** What a reader of the failure needs: which fields differed and how. */
function problems(r: CheckResult): string {
  const bad = r.checks === undefined ? [r.why ?? 'no reading'] : Object.entries(r.checks).filter(([, v]) => v !== 'ok').map(([k, v]) => `${k}: ${v}`);
  return `${r.framework}/${r.id} read ${r.verdict}: ${bad.join(' | ')}${r.stderr ? ` (stderr: ${r.stderr})` : ''}`;
}

const traces = expectedTraces();

describe.skipIf(missing !== undefined)('real framework traces (shared/data/real-traces) read as each framework recorded them', () => {
  let results: Map<string, CheckResult>;
  beforeAll(async () => {
    // One CLI run per trace, as check.mjs does it; slow on a busy machine, not a timing test.
    const all = await runCheck();
    results = new Map(all.map((r) => [`${r.framework}/${r.id}`, r]));
  }, 600_000);

  it('every one of the 43 published traces is read fully (user message, tool calls, reply, session)', () => {
    expect(traces.length).toBeGreaterThanOrEqual(43);
    const notFull = traces.map((t) => results.get(t)).filter((r) => r === undefined || r.verdict !== 'full');
    expect(notFull.map((r) => (r === undefined ? 'a trace check.mjs did not report' : problems(r)))).toEqual([]);
    expect(results.size).toBe(traces.length);
  });

  for (const trace of traces) {
    it(`${trace}`, () => {
      const r = results.get(trace);
      expect(r, `check.mjs reported nothing for ${trace}`).toBeDefined();
      expect(r!.verdict === 'full' ? 'full' : problems(r!)).toBe('full');
    });
  }
});
