import { mkdir, mkdtemp, rm, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError, readSpanInputs } from '../../src/ingest/index.js';
import type { IngestStats, ReadOptions } from '../../src/ingest/index.js';
import type { Finding } from '../../src/model/finding.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { REPO_ROOT } from '../helpers/cli.js';

const execFileAsync = promisify(execFile);

const FIX = fileURLToPath(new URL('../fixtures/ingest/', import.meta.url));
const TRACE = '0af7651916cd43dd8448eb211c80319c';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'forbear-ingest-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** One compact OTLP/JSON request line with one span per name. */
function line(names: string[], extra: Record<string, unknown> = {}): string {
  const spans = names.map((name, i) => ({
    traceId: TRACE,
    spanId: (i + 1).toString(16).padStart(16, 'a'),
    name,
    startTimeUnixNano: '1700000000000000000',
    endTimeUnixNano: '1700000001000000000',
    ...extra,
  }));
  return JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 's' }, spans }] }] });
}

interface Run {
  stats: IngestStats;
  findings: Finding[];
  sources: string[];
  names: string[];
  spans: RawSpan[];
}

async function run(inputs: string[], opts: Partial<ReadOptions> = {}): Promise<Run> {
  const r: Omit<Run, 'stats'> = { findings: [], sources: [], names: [], spans: [] };
  const stats = await readSpanInputs(
    inputs,
    {
      startSource: (n) => r.sources.push(n),
      consume: (spans) => {
        for (const s of spans) {
          r.spans.push(s);
          r.names.push(s.name);
        }
      },
    },
    { onFinding: (f) => r.findings.push(f), ...opts },
  );
  return { stats, ...r };
}

async function tmpFile(name: string, content: string | Buffer): Promise<string> {
  const p = join(tmp, name);
  await writeFile(p, content);
  return p;
}

describe('readSpanInputs: formats', () => {
  it('reads JSON lines, reports a malformed line as file:line and keeps reading', async () => {
    const file = join(FIX, 'malformed-line.jsonl');
    const r = await run([file]);
    expect(r.names).toEqual(['s1', 's2', 's4']);
    expect(r.findings).toEqual([
      { code: 'json.parse', path: `${file}:3`, message: "Unexpected token 'o' (column 36)", severity: 'warning' },
    ]);
    expect(r.stats).toMatchObject({ files: 1, lines: 4, spans: 3, skippedLines: 1, rejectedSpans: 0 });
  });

  it('reads one pretty-printed request per file', async () => {
    const r = await run([join(FIX, 'pretty-request.json')]);
    expect(r.findings).toEqual([]);
    expect(r.names).toEqual(['invoke_agent', 'execute_tool']);
    expect(r.spans[1]?.parentSpanId).toBe(r.spans[0]?.spanId);
  });

  it('reports a syntax error in a pretty-printed file at its real line', async () => {
    const file = join(FIX, 'pretty-broken.json');
    const r = await run([file]);
    expect(r.spans).toEqual([]);
    expect(r.findings).toEqual([
      { code: 'json.parse', path: `${file}:17`, message: "Unexpected token ''' (column 21)", severity: 'warning' },
      // Nothing else in the file could be read: bad input, not a file with a few bad lines.
      { code: 'input.not_spans', path: file, message: expect.stringMatching(/^no span in it could be read \(1 line/), severity: 'error' },
    ]);
  });

  it('locates positional JSON errors after leading blank lines', async () => {
    const pretty = JSON.stringify(JSON.parse(line(['x'])), null, 2).split('\n');
    pretty[5] = (pretty[5] as string).replace(/,$/, ''); // drop a comma: error reported on the next line
    const file = await tmpFile('missing-comma.json', '\n\n' + pretty.join('\n'));
    const r = await run([file]);
    expect(r.findings.map((f) => f.code)).toEqual(['json.parse', 'input.not_spans']);
    expect(r.findings[0]?.path).toBe(`${file}:9`);
    expect(r.findings[0]?.message).toMatch(/ \(column \d+\)$/);
  });

  it('accepts a top-level array of requests, pretty-printed or on one line', async () => {
    const arr = [JSON.parse(line(['a'])), JSON.parse(line(['b']))];
    const pretty = await tmpFile('array-pretty.json', JSON.stringify(arr, null, 2));
    const compact = await tmpFile('array-compact.json', JSON.stringify(arr));
    expect((await run([pretty])).names).toEqual(['a', 'b']);
    expect((await run([compact])).names).toEqual(['a', 'b']);
  });

  it('reads several pretty-printed requests one after another (jq output) and locates errors in later ones', async () => {
    const pretty = (names: string[]): string => JSON.stringify(JSON.parse(line(names)), null, 2);
    const good = await tmpFile('jq.json', `${pretty(['a'])}\n${pretty(['b', 'c'])}\n\n${pretty(['d'])}\n`);
    expect((await run([good])).names).toEqual(['a', 'b', 'c', 'd']);

    const first = pretty(['a']);
    const firstLines = first.split('\n').length;
    const file = await tmpFile('jq-broken.json', `${first}\n${pretty(['b'])}\n{ oops }\n`);
    const r = await run([file]);
    expect(r.names).toEqual(['a', 'b']);
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([['json.parse', `${file}:${2 * firstLines + 1}`]]);
  });

  it('reports values that are not OTLP requests as otlp.shape', async () => {
    const file = await tmpFile('shapes.jsonl', [line(['ok']), '{"spans": []}', '42', '[{"x":1}]'].join('\n'));
    const r = await run([file]);
    expect(r.names).toEqual(['ok']);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      ['otlp.shape', `${file}:2`, 'not an OTLP ExportTraceServiceRequest (no resourceSpans)'],
      ['otlp.shape', `${file}:3`, 'not an OTLP ExportTraceServiceRequest (no resourceSpans)'],
      ['otlp.shape', `${file}:4`, '[0]: not an OTLP ExportTraceServiceRequest (no resourceSpans)'],
    ]);
    expect(r.stats.skippedLines).toBe(3);
  });

  it('reports rejected spans with file:line and keeps the rest of the line', async () => {
    const bad = JSON.parse(line(['good', 'bad'])) as { resourceSpans: [{ scopeSpans: [{ spans: [unknown, { traceId: string }] }] }] };
    bad.resourceSpans[0].scopeSpans[0].spans[1].traceId = 'zz';
    const file = await tmpFile('rejected.jsonl', `${line(['first'])}\n${JSON.stringify(bad)}\n`);
    const r = await run([file]);
    expect(r.names).toEqual(['first', 'good']);
    expect(r.findings).toEqual([
      { code: 'span.rejected', path: `${file}:2`, message: 'span "bad": invalid traceId "zz"', severity: 'warning' },
    ]);
    expect(r.stats.rejectedSpans).toBe(1);
  });

  it('handles CRLF line endings and blank lines', async () => {
    const file = await tmpFile('crlf.jsonl', `${line(['a'])}\r\n\r\n${line(['b'])}\r\nnot json\r\n`);
    const r = await run([file]);
    expect(r.names).toEqual(['a', 'b']);
    expect(r.findings.map((f) => f.path)).toEqual([`${file}:4`]);
    expect(r.stats).toMatchObject({ lines: 3, skippedLines: 1 });
  });

  it('keeps reading a JSON-lines file whose first line is corrupt', async () => {
    const file = await tmpFile('bad-first.jsonl', `{"resourceSpans": [\n${line(['a'])}\n${line(['b'])}\n`);
    const r = await run([file]);
    expect(r.names).toEqual(['a', 'b']);
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([['json.parse', `${file}:1`]]);
  });

  it('reassembles a line longer than a read chunk, with multi-byte characters intact', async () => {
    const big = 'é😀a'.repeat(400_000); // ~2.8 MB of UTF-8, crossing several chunk boundaries
    const file = await tmpFile('long.jsonl', `${line(['short'])}\n${line(['long'], { attributes: [{ key: 'p', value: { stringValue: big } }] })}`);
    const r = await run([file]);
    expect(r.names).toEqual(['short', 'long']);
    expect(r.spans[1]?.attributes.p).toBe(big);
  });

  it('reads an explicitly named file whatever its extension', async () => {
    expect((await run([join(FIX, 'spans.otlp')])).names).toEqual(['from-log']);
  });

  it('returns zero stats for no inputs and counts an empty file as a source with nothing in it', async () => {
    expect((await run([])).stats).toEqual({ files: 0, bytes: 0, lines: 0, spans: 0, skippedLines: 0, rejectedSpans: 0 });
    const r = await run([await tmpFile('empty.jsonl', '')]);
    expect(r.stats).toEqual({ files: 1, bytes: 0, lines: 0, spans: 0, skippedLines: 0, rejectedSpans: 0 });
    expect(r.findings).toEqual([]);
  });
});

describe('readSpanInputs: gzip', () => {
  const content = Array.from({ length: 3000 }, (_, i) => line([`s${i}`], { attributes: [{ key: 'i', value: { intValue: i } }] })).join('\n') + '\n';

  it('detects gzip by its magic bytes, not the file name, and counts compressed bytes', async () => {
    const gz = gzipSync(content);
    const file = await tmpFile('spans-without-gz-suffix.jsonl', gz);
    const r = await run([file]);
    expect(r.findings).toEqual([]);
    expect(r.names).toHaveLength(3000);
    expect(r.stats.bytes).toBe(gz.length);
  });

  it('keeps the lines before a truncation and reports the truncated stream', async () => {
    const gz = gzipSync(content);
    const file = await tmpFile('truncated.jsonl.gz', gz.subarray(0, Math.floor(gz.length / 2)));
    const next = await tmpFile('after.jsonl', line(['after']));
    const r = await run([file, next]);
    const kept = r.names.filter((n) => n !== 'after');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(3000);
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => `s${i}`));
    expect(r.names.at(-1)).toBe('after');
    expect(r.findings).toEqual([
      { code: 'gzip.truncated', path: file, message: 'truncated gzip stream: unexpected end of file', severity: 'error' },
    ]);
  });

  it('reads gzip from stdin even when the first chunk is one byte', async () => {
    const gz = gzipSync(line(['piped']) + '\n');
    const stdin = Readable.from([gz.subarray(0, 1), gz.subarray(1, 10), gz.subarray(10)]);
    const r = await run(['-'], { stdin });
    expect(r.sources).toEqual(['-']);
    expect(r.names).toEqual(['piped']);
  });
});

describe('readSpanInputs: inputs', () => {
  it('walks directories recursively in path order, skipping hidden and non-span files', async () => {
    const dir = join(FIX, 'tree');
    const r = await run([dir]);
    expect(r.sources).toEqual([join(dir, 'a.jsonl'), join(dir, 'nested/b.json'), join(dir, 'nested/deeper/c.ndjson')]);
    expect(r.names).toEqual(['a', 'b', 'c']);
    // Non-span files are named per directory as a warning, hidden ones are not.
    expect(r.findings.map((f) => [f.code, f.path, f.severity, f.message.split(' not named')[0]])).toEqual([
      ['input.skipped_files', join(dir, 'nested'), 'warning', 'skipped 1 file(s)'],
      ['input.skipped_files', dir, 'warning', 'skipped 1 file(s)'],
    ]);
  });

  it('picks up .gz span files in directories', async () => {
    const dir = join(tmp, 'gzdir');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'b.json.gz'), gzipSync(line(['gz'])));
    await writeFile(join(dir, 'a.ndjson'), line(['plain']));
    await writeFile(join(dir, 'c.tar.gz'), gzipSync('ignored'));
    expect((await run([dir])).names).toEqual(['plain', 'gz']);
  });

  it('reads stdin for "-" in order with other inputs, chunks splitting lines anywhere', async () => {
    const text = `${line(['one'])}\n${line(['two'])}\n`;
    const stdin = Readable.from([text.slice(0, 7), text.slice(7, 200), text.slice(200)]);
    const r = await run([join(FIX, 'spans.otlp'), '-'], { stdin });
    expect(r.sources).toEqual([join(FIX, 'spans.otlp'), '-']);
    expect(r.names).toEqual(['from-log', 'one', 'two']);
  });

  it('names stdin as <stdin> in findings', async () => {
    const r = await run(['-'], { stdin: Readable.from([Buffer.from(`${line(['a'])}\nnope\n`)]) });
    expect(r.findings.map((f) => f.path)).toEqual(['<stdin>:2']);
  });

  it('reports a missing path as an error finding and continues', async () => {
    const missing = join(tmp, 'does-not-exist.jsonl');
    const r = await run([missing, join(FIX, 'spans.otlp')]);
    expect(r.findings).toEqual([
      { code: 'input.unreadable', path: missing, message: 'cannot read: ENOENT: no such file or directory', severity: 'error' },
    ]);
    expect(r.names).toEqual(['from-log']);
    expect(r.stats.files).toBe(1);
  });

  it('reports a file without read permission and continues, even in strict mode', async () => {
    const file = await tmpFile('secret.jsonl', line(['secret']));
    await chmod(file, 0o000);
    const r = await runWithoutReadOverride([file, join(FIX, 'spans.otlp')]);
    expect(r.findings.map((f) => [f.code, f.path, f.severity])).toEqual([['input.unreadable', file, 'error']]);
    expect(r.findings[0]?.message).toMatch(/^cannot read: EACCES/);
    expect(r.names).toEqual(['from-log']);
  });
});

/**
 * Root reads a mode-000 file anyway (CAP_DAC_OVERRIDE), and CI runs as root: there the same read
 * runs in a child process whose capability bounding set drops the override (util-linux `setpriv`),
 * so the permission check is real for every user.
 */
async function runWithoutReadOverride(inputs: string[]): Promise<Pick<Run, 'findings' | 'names'>> {
  if (process.getuid?.() !== 0) {
    const r = await run(inputs, { strict: true });
    return { findings: r.findings, names: r.names };
  }
  const ingest = pathToFileURL(join(REPO_ROOT, 'dist/src/ingest/index.js')).href;
  const script = `
    const { readSpanInputs } = await import(${JSON.stringify(ingest)});
    const findings = [], names = [];
    await readSpanInputs(${JSON.stringify(inputs)}, { startSource() {}, consume: (s) => names.push(...s.map((x) => x.name)) },
      { strict: true, onFinding: (f) => findings.push(f) });
    process.stdout.write(JSON.stringify({ findings, names }));`;
  const { stdout } = await execFileAsync('setpriv', ['--bounding-set', '-dac_override,-dac_read_search', process.execPath, '--input-type=module', '-e', script]);
  return JSON.parse(stdout) as Pick<Run, 'findings' | 'names'>;
}

describe('readSpanInputs: strict mode', () => {
  it('throws InputError naming file:line at the first malformed line', async () => {
    const file = join(FIX, 'malformed-line.jsonl');
    const seen: string[] = [];
    const err = await readSpanInputs([file], { startSource() {}, consume: (s) => seen.push(...s.map((x) => x.name)) }, {
      strict: true,
      onFinding: () => {},
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).name).toBe('InputError');
    expect((err as InputError).message).toBe(`${file}:3: Unexpected token 'o' (column 36)`);
    expect(seen).toEqual(['s1', 's2']);
  });

  it('throws InputError from inside a gzip stream too', async () => {
    const file = await tmpFile('strict.jsonl.gz', gzipSync(`${line(['a'])}\n${line(['b'])}\n{oops\n${line(['c'])}\n`));
    const err = await run([file], { strict: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    // V8's wording differs between Node versions; the location does not.
    expect((err as InputError).message.startsWith(`${file}:3: `)).toBe(true);
    expect((err as InputError).message.endsWith('(column 2)')).toBe(true);
  });

  it('throws InputError at the first rejected span', async () => {
    const file = await tmpFile('strict-reject.jsonl', `${line(['ok'])}\n${line(['no-id'], { spanId: '' })}\n`);
    await expect(run([file], { strict: true })).rejects.toThrow(`${file}:2: span "no-id": missing spanId`);
  });
});

describe('readSpanInputs: consumer errors', () => {
  it('propagates an exception thrown by the consumer instead of reporting the input as unreadable', async () => {
    const findings: Finding[] = [];
    const gz = await tmpFile('consumer.jsonl.gz', gzipSync(`${line(['a'])}\n${line(['b'])}\n`));
    const consumer = {
      startSource() {},
      consume() {
        throw new Error('consumer bug');
      },
    };
    await expect(readSpanInputs([gz], consumer, { onFinding: (f) => findings.push(f) })).rejects.toThrow('consumer bug');
    expect(findings).toEqual([]);
  });
});
