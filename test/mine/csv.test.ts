import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/mine/csv.js';

const fields = (text: string): string[][] => parseCsv(text).records.map((r) => r.fields);

describe('parseCsv', () => {
  it('reads plain fields and both line endings', () => {
    expect(fields('a,b,c\r\n1,2,3\n4,,6')).toEqual([['a', 'b', 'c'], ['1', '2', '3'], ['4', '', '6']]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const { records, problems } = parseCsv('id,body\n7,"agent: Which order, #1 or #2?\ncustomer: The ""big"" one"\n8,x\n');
    expect(problems).toEqual([]);
    expect(records.map((r) => r.fields)).toEqual([['id', 'body'], ['7', 'agent: Which order, #1 or #2?\ncustomer: The "big" one'], ['8', 'x']]);
    // The record after a two-line field starts on line 4.
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('skips blank lines and a byte-order mark, keeps a trailing empty field', () => {
    expect(fields('\uFEFFa,b\n\n1,\n')).toEqual([['a', 'b'], ['1', '']]);
  });

  it('reports an unclosed quote and a stray quote with their lines', () => {
    // The line that opened it is skipped; the lines after it are read again, not swallowed.
    const unclosed = parseCsv('a\n"open\nstill open');
    expect(unclosed.problems).toEqual([{ line: 2, message: 'skipped: a quoted field is never closed; the lines after it are read again' }]);
    expect(unclosed.records.map((r) => [r.line, r.fields])).toEqual([[1, ['a']], [3, ['still open']]]);
    expect(parseCsv('a,b\nx"y,1').problems).toEqual([{ line: 2, message: 'a quote inside an unquoted field, or text after a closing quote' }]);
  });
});
