import { describe, expect, it } from 'vitest';
import { LineSplitter } from '../../src/util/line-splitter.js';

function split(chunks: Buffer[]): string[] {
  const lines: string[] = [];
  const s = new LineSplitter((l) => lines.push(l));
  for (const c of chunks) s.push(c);
  s.end();
  return lines;
}

/** Cuts `buf` into pieces of `size` bytes, ignoring character boundaries. */
function pieces(buf: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) out.push(buf.subarray(i, i + size));
  return out;
}

describe('LineSplitter', () => {
  const text = 'héllo wörld\r\n{"emoji":"😀🚀"}\n\n  \nlast line without newline';
  const expected = ['héllo wörld', '{"emoji":"😀🚀"}', '', '  ', 'last line without newline'];

  it('splits on \\n, drops the \\r of \\r\\n and emits a final line without newline', () => {
    expect(split([Buffer.from(text)])).toEqual(expected);
  });

  it('decodes multi-byte characters split across chunks, whatever the chunk size', () => {
    const buf = Buffer.from(text);
    for (let size = 1; size <= 7; size++) expect(split(pieces(buf, size))).toEqual(expected);
  });

  it('handles a \\r\\n split between two chunks', () => {
    expect(split([Buffer.from('a\r'), Buffer.from('\nb\r\n')])).toEqual(['a', 'b']);
  });

  it('drops an incomplete last line on discard()', () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l));
    s.push(Buffer.from('complete\n{"cut'));
    expect(s.bufferedBytes).toBe(5);
    s.discard();
    s.end();
    expect(lines).toEqual(['complete']);
  });
});
