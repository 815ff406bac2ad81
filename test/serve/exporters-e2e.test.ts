import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { demoSpans, exportAll, makeExporter, readResults, scoreReference, sortResults, startServe, waitFor } from './serve-helpers.js';
import type { ExporterKind } from './serve-helpers.js';

let spans: ReadableSpan[];
let reference: TurnResult[];
const tmp = tempDir('forbear-serve-e2e-');
beforeAll(async () => {
  spans = demoSpans();
  reference = await scoreReference(spans, tmp.dir);
});
afterAll(() => tmp.cleanup());

describe('forbear serve with the real OTLP exporters', () => {
  it.each<ExporterKind>(['http/json', 'http/protobuf', 'grpc'])('%s: every demo turn is scored once, exactly as forbear score scores the same spans', async (kind) => {
    const dataDir = `${tmp.dir}/${kind.replace('/', '-')}`;
    const serve = await startServe(['--data-dir', dataDir, '--turn-idle', '300ms']);
    try {
      const exporter = makeExporter(kind, serve);
      await exportAll(exporter, spans, 10);
      await exporter.shutdown();
      const results = await waitFor(() => {
        const rs = readResults(dataDir);
        return rs.length >= reference.length ? rs : undefined;
      }, 15_000, 'every turn to be scored');
      expect(reference.length).toBeGreaterThan(10);
      expect(sortResults(results)).toEqual(reference);
    } finally {
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
    }
    expect(serve.output()).toContain('forbear: stopped');
  });
});
