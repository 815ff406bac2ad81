import { describe, expect, it } from 'vitest';
import { jsonValue } from '../../src/normalize/attr.js';
import { parsePythonLiteral } from '../../src/normalize/python-literal.js';

describe('tool inputs recorded as Python str() (LangChain input_str)', () => {
  it('reads dicts and lists with single or double quotes, escapes, True/False/None, numbers and tuples', () => {
    expect(parsePythonLiteral(`{'order_id': '50211', 'amount': 480.5, 'full': True, 'note': None}`)).toEqual({ order_id: '50211', amount: 480.5, full: true, note: null });
    expect(parsePythonLiteral(`{'address': "1200 Harbor View Dr, Apt 14B", 'lines': ['a\\'b', 2, -3e2], 'pair': (1, 'x')}`)).toEqual({ address: '1200 Harbor View Dr, Apt 14B', lines: ["a'b", 2, -300], pair: [1, 'x'] });
  });

  it('is tried only after JSON, and only a complete literal counts: other text stays as it was', () => {
    expect(jsonValue('{"a": 1}')).toEqual({ a: 1 });
    expect(jsonValue(`{'a': 1}`)).toEqual({ a: 1 });
    for (const text of ['[1] Please refund order 7', `{'a': 1} and more`, '{not a literal}', `{'a': os.system('x')}`]) expect(jsonValue(text)).toBe(text);
  });
});
