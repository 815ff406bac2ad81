import { describe, expect, it } from 'vitest';
import type { ToolCall } from '../../src/model/turn.js';
import { callArguments, callArgumentsLast, setCallArguments } from '../../src/normalize/call-arguments.js';

const call = (args: unknown, i = 0): ToolCall => ({
  tool: 'refund', callId: `call_${i}`, arguments: args, executed: true, status: 'ok', error: undefined, spanId: `s${i}`, startMs: i,
});

describe('a call\'s arguments, parsed once', () => {
  it('reads JSON text, structured values and text that is not JSON, each as it is', () => {
    expect(callArguments(call('{"order":7}'))).toEqual({ order: 7 });
    expect(callArguments(call({ order: 7 }))).toEqual({ order: 7 });
    expect(callArguments(call('order 7'))).toBe('order 7');
  });

  it('gives every call its own arguments however many calls are read (a scorer reads hundreds of thousands)', () => {
    const calls = Array.from({ length: 20_000 }, (_, i) => call(JSON.stringify({ order: i }), i));
    for (const c of calls) callArguments(c);
    // Read again, first to last: the earliest were read long ago.
    calls.forEach((c, i) => {
      expect(callArguments(c)).toEqual({ order: i });
      expect(callArgumentsLast(c)).toEqual({ order: i });
    });
  });

  it('a call given new arguments reads the new ones, not what was parsed of the old', () => {
    const c = call('"ORD-7"');
    expect(callArguments(c)).toBe('ORD-7');
    setCallArguments(c, '{"order":"ORD-7"}');
    expect(callArguments(c)).toEqual({ order: 'ORD-7' });
    expect(callArgumentsLast(c)).toEqual({ order: 'ORD-7' });
  });
});
