/**
 * OTLP/JSON as the reader sees it: bytes → UTF-8 text → JSON.parse → decodeOtlpJsonRequest.
 * Half the cases mutate the text's bytes (bit flips, truncation, invalid UTF-8, …), half
 * mutate the parsed structure (wrong types, huge strings, deep nesting, …).
 */
import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import { checkSpans } from '../lib/check-spans.js';
import { mutateBytes } from '../lib/mutate-bytes.js';
import { mutateJson } from '../lib/mutate-json.js';
import type { FuzzTarget, Outcome } from '../target.js';

export const jsonDecoderTarget: FuzzTarget = {
  name: 'json-decoder',
  weight: 3,
  run(rng, seeds): Outcome {
    const seed = rng.pick(seeds.json);
    let text: string;
    let mutation: string;
    let bytes: number;
    if (rng.chance(0.5)) {
      const m = mutateBytes(rng, Buffer.from(seed, 'utf8'), seeds.json.map((j) => Buffer.from(j, 'utf8')));
      text = Buffer.from(m.bytes).toString('utf8');
      mutation = m.mutation;
      bytes = m.bytes.length;
    } else {
      const m = mutateJson(rng, seed);
      text = m.text;
      mutation = m.mutation;
      bytes = Buffer.byteLength(text);
    }
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch (e) {
      return { verdict: 'rejected', reason: `JSON: ${(e as Error).message.split('\n')[0] ?? ''}`, mutation, bytes };
    }
    const reasons: string[] = [];
    const spans = decodeOtlpJsonRequest(v, (r) => reasons.push(r));
    checkSpans(spans);
    if (reasons.some((r) => r === '')) throw new Error('span rejected without a reason');
    if (spans.length === 0 && reasons.length > 0) return { verdict: 'rejected', reason: reasons[0], mutation, bytes };
    return { verdict: 'decoded', mutation, bytes, spansRejected: reasons.length };
  },
};
