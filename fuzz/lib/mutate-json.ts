/**
 * Structural mutations of OTLP/JSON requests: a random node replaced by a value of the
 * wrong type, a huge string, an id of the wrong length or alphabet, an int64 that is
 * not a number, an unknown enum name, a `__proto__` key, or attribute nesting far past
 * MAX_ATTR_DEPTH (written as text, so building it needs no recursion).
 */
import type { Prng } from '../../bench/gen/prng.js';
import { MAX_ATTR_DEPTH } from '../../src/ingest/otlp-json.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const DEEP_MARK = '"__fuzz_deep__"';

function randomWeird(rng: Prng): Json {
  return rng.pick<Json>([
    null,
    true,
    0,
    -1,
    1e308,
    '',
    'NaN',
    '-Infinity',
    '1e400',
    '9223372036854775808',
    '0x10',
    'SPAN_KIND_NOPE',
    'STATUS_CODE_ERROR',
    'ZZZZ',
    '00000000000000000000000000000000',
    'AAAAAAAAAAAAAAAAAAAAAA==',
    '0af7651916cd43dd8448eb211c80319',
    '0AF7651916CD43DD8448EB211C80319C',
    [],
    [null, 1, 'x'],
    {},
    { stringValue: 7 },
    { arrayValue: { values: 'no' } },
    { kvlistValue: { values: [{ key: 1 }] } },
    { intValue: 'twelve' },
    { boolValue: 'maybe' },
  ]);
}

/** Every container node of the value with the key or index that reaches it. */
function slots(v: Json, out: { parent: Json[] | { [k: string]: Json }; key: string | number }[]): void {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      out.push({ parent: v, key: i });
      slots(v[i] as Json, out);
    }
  } else if (v !== null && typeof v === 'object') {
    for (const k of Object.keys(v)) {
      out.push({ parent: v, key: k });
      slots(v[k] as Json, out);
    }
  }
}

export const JSON_MUTATIONS = ['wrong-type', 'huge-string', 'delete-key', 'proto-key', 'deep-nesting', 'duplicate-node'] as const;

/** Returns the mutated request as text and the mutation's name. */
export function mutateJson(rng: Prng, text: string): { text: string; mutation: string } {
  const v = JSON.parse(text) as Json;
  const all: { parent: Json[] | { [k: string]: Json }; key: string | number }[] = [];
  slots(v, all);
  const mutation = rng.pick(JSON_MUTATIONS);
  const at = rng.pick(all);
  const set = (x: Json): void => {
    (at.parent as Record<string | number, Json>)[at.key] = x;
  };
  const get = (): Json => (at.parent as Record<string | number, Json>)[at.key] as Json;
  switch (mutation) {
    case 'wrong-type':
      set(randomWeird(rng));
      break;
    case 'huge-string':
      set('x'.repeat(rng.chance(0.05) ? rng.int(1, 4) * 1024 * 1024 : rng.int(1000, 50_000)));
      break;
    case 'delete-key':
      if (Array.isArray(at.parent)) at.parent.splice(at.key as number, 1);
      else delete at.parent[at.key as string];
      break;
    case 'proto-key':
      if (!Array.isArray(at.parent)) {
        // JSON.parse makes "__proto__" an own key; so does the decoder, as a plain attribute.
        return { text: JSON.stringify(v).replace('"key":"', '"key":"__proto__","x":"'), mutation };
      }
      set({ key: '__proto__', value: { stringValue: 'polluted?' } });
      break;
    case 'deep-nesting':
      set(DEEP_MARK);
      break;
    case 'duplicate-node': {
      const copy = get();
      if (Array.isArray(at.parent)) at.parent.push(copy, copy);
      else set([copy, copy]);
      break;
    }
  }
  let out = JSON.stringify(v);
  if (mutation === 'deep-nesting') {
    const depth = rng.pick([MAX_ATTR_DEPTH, MAX_ATTR_DEPTH + 1, 2000, 50_000]);
    const kv = rng.chance(0.5);
    const open = kv ? '{"kvlistValue":{"values":[{"key":"k","value":' : '{"arrayValue":{"values":[';
    const close = kv ? '}]}}' : ']}}';
    out = out.replace(DEEP_MARK, open.repeat(depth - 1) + '{"stringValue":"x"}' + close.repeat(depth - 1));
  }
  return { text: out, mutation };
}
