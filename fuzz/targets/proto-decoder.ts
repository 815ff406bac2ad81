/** decodeOtlpProtoRequest on mutated SDK messages and structure-aware generated ones. */
import { decodeOtlpProtoRequest, ProtoDecodeError } from '../../src/ingest/otlp-proto.js';
import { checkSpans } from '../lib/check-spans.js';
import { generateProto } from '../lib/generate-proto.js';
import { mutateBytes } from '../lib/mutate-bytes.js';
import type { Mutated } from '../lib/mutate-bytes.js';
import type { FuzzTarget, Outcome } from '../target.js';

export const protoDecoderTarget: FuzzTarget = {
  name: 'proto-decoder',
  weight: 4,
  run(rng, seeds): Outcome {
    let input: Mutated;
    if (rng.chance(0.25)) {
      input = generateProto(rng);
    } else {
      input = { bytes: rng.pick(seeds.proto), mutation: '' };
      // One to three stacked mutations; the name is the last one's.
      const rounds = rng.int(1, 3);
      for (let i = 0; i < rounds; i++) input = mutateBytes(rng, input.bytes, seeds.proto);
    }
    const reasons: string[] = [];
    try {
      const spans = decodeOtlpProtoRequest(input.bytes, (r) => reasons.push(r));
      checkSpans(spans);
      if (reasons.some((r) => r === '')) throw new Error('span rejected without a reason');
      if (spans.length === 0 && reasons.length > 0) return { verdict: 'rejected', reason: reasons[0], mutation: input.mutation, bytes: input.bytes.length };
      return { verdict: 'decoded', mutation: input.mutation, bytes: input.bytes.length, spansRejected: reasons.length };
    } catch (e) {
      if (!(e instanceof ProtoDecodeError)) throw e;
      if (e.reason === '') throw new Error('ProtoDecodeError without a reason');
      return { verdict: 'rejected', reason: e.reason, mutation: input.mutation, bytes: input.bytes.length };
    }
  },
};
