import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { ADAPTERS } from '../../src/normalize/adapters.js';
import { toSpanRecord } from '../../src/normalize/span-record.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { REAL_TRACES_DIR, realTracesMissing } from '../helpers/shared-root.js';

/** Every span of the real framework traces and the shipped samples. */
function spansOf(): RawSpan[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.otlp.json')) files.push(path);
    }
  };
  walk(REAL_TRACES_DIR);
  const samples = join(REPO_ROOT, 'samples', 'spans');
  for (const name of readdirSync(samples)) if (name.endsWith('.jsonl')) files.push(join(samples, name));
  const spans: RawSpan[] = [];
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() !== '') spans.push(...decodeOtlpJsonRequest(JSON.parse(line), (why) => { throw new Error(`${file}: ${why}`); }));
    }
  }
  return spans;
}

describe.skipIf(realTracesMissing() !== undefined)('adapters offered a span by what they recognise', () => {
  it('pick the convention that offering every adapter in order picks, on every real and sample span', () => {
    const spans = spansOf();
    const conventions = new Set<string>();
    for (const span of spans) {
      const everyAdapter = ADAPTERS.find((a) => a.read(span) !== undefined)?.name;
      expect(toSpanRecord(span, ADAPTERS).convention, `span "${span.name}" (${span.spanId})`).toBe(everyAdapter);
      if (everyAdapter !== undefined) conventions.add(everyAdapter);
    }
    // Not vacuous: the traces hold most of the conventions.
    expect(conventions.size).toBeGreaterThanOrEqual(5);
  });
});
