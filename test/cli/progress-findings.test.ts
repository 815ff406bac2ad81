import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { SAMPLE_CORPUS } from '../helpers/index.js';

describe('progress on a terminal, with findings', () => {
  it('a finding printed while the progress line is drawn starts on a cleared line of its own', () => {
    // util-linux `script` gives the CLI a pseudo-terminal, as a person running it would have.
    const cli = join(REPO_ROOT, 'bin', 'forbear.js');
    const input = join(REPO_ROOT, 'test', 'fixtures', 'ingest', 'malformed-line.jsonl');
    const cmd = `node '${cli}' score --cases '${SAMPLE_CORPUS}' '${input}' --no-store 2>&1 >/dev/null`;
    const run = spawnSync('script', ['-q', '-c', cmd, '/dev/null'], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(run.error).toBeUndefined();
    const out = run.stdout;
    expect(out).toContain('forbear: 1 file(s)');
    // Every finding line begins with the clear-line sequence, never glued after the progress text.
    const findings = out.split('\n').filter((l) => l.includes('malformed-line.jsonl:'));
    expect(findings.length).toBeGreaterThan(0);
    for (const line of findings) {
      const segment = line.split('\r\x1b[K').find((s) => s.includes('malformed-line.jsonl:'))!;
      expect(segment).toMatch(/^forbear: \S*malformed-line\.jsonl:\d+/);
      expect(segment).not.toContain('scored');
    }
  });
});
