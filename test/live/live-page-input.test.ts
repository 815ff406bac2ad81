import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { startLive } from './live-page-helpers.js';

const t = tempDir('forbear-live-input-');
afterAll(() => t.cleanup());

function problems(traceUrl: string): string[] {
  try {
    resolveServeConfig({ cases: SAMPLE_CORPUS, trace_url: traceUrl }, {}, undefined);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
}

describe('the live page\'s bad input', () => {
  it('--trace-url must be an http(s) URL naming {trace_id}: the flag is named, nothing starts', () => {
    expect(problems('https://tempo.example/trace/{trace_id}?span={span_id}')).toEqual([]);
    expect(problems('https://tempo.example/trace/')).toEqual(['--trace-url: expected an http(s) URL template naming {trace_id}, like https://tempo.example/trace/{trace_id}, got "https://tempo.example/trace/"']);
    // It goes into a link's href on the page: no javascript: URL.
    expect(problems('javascript:alert({trace_id})')).toHaveLength(1);
  });

  it('a bad query parameter is a 400 naming it; POST / is the OTLP wrong-path 404, not the page', async () => {
    const server = await startLive(join(t.dir, 'data'));
    const base = `http://${server.http}`;
    try {
      const bad = await fetch(`${base}/v1/live/numbers?window=2w`);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toBe('window: expected one of 1h, 1d, 7d, all, got "2w"\n');
      const noCase = await fetch(`${base}/v1/live/case`);
      expect([noCase.status, await noCase.text()]).toEqual([400, 'id: the case id is required\n']);
      const gone = await fetch(`${base}/v1/live/turn?trace_id=abc&span_id=def`);
      expect([gone.status, await gone.text()]).toEqual([404, 'trace_id, span_id: no failing turn with these ids is kept (the page keeps the latest 500)\n']);
      const post = await fetch(`${base}/`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(post.status).toBe(404);
      expect(await post.text()).toContain('POST /v1/traces');
      const page = await fetch(`${base}/`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).not.toMatch(/<script>|<style>| style=| on[a-z]+=/);
    } finally {
      await server.close();
    }
  });
});
