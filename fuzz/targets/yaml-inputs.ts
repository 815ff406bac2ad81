/**
 * The YAML files a user writes — the case corpus, alert rules, the mining mapping — through their
 * own loaders (parseCorpus, parseAlertRules, parseMapping), mutated byte by byte and
 * structurally (anchors reused, deep nesting, huge scalars, duplicate keys, odd patterns). Each
 * must load or be refused with its typed error naming the file; anything else is a crash.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Prng } from '../../bench/gen/prng.js';
import { RulesFileError, parseAlertRules } from '../../src/alerts/rules-file.js';
import { CorpusError } from '../../src/corpus/corpus-error.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { parseMapping } from '../../src/mine/mapping.js';
import { MineInputError } from '../../src/mine/mine-input-error.js';
import { mutateBytes } from '../lib/mutate-bytes.js';
import { hostilePattern } from '../lib/regex-grammar.js';
import type { FuzzTarget, Outcome } from '../target.js';

interface Loader {
  kind: string;
  path: string;
  text: string;
  load: (text: string, path: string) => unknown;
  error: new (...args: never[]) => Error;
}

/** samples/ from fuzz/targets/ (vitest runs the sources) or dist/fuzz/targets/ (`npm run fuzz`). */
const sample = (rel: string): string => {
  const near = fileURLToPath(new URL(`../../samples/${rel}`, import.meta.url));
  return readFileSync(existsSync(near) ? near : fileURLToPath(new URL(`../../../samples/${rel}`, import.meta.url)), 'utf8');
};

let loaders: Loader[] | undefined;
const loadersNow = (): Loader[] => (loaders ??= [
  { kind: 'corpus', path: 'corpus.yaml', text: sample('corpus.yaml'), load: parseCorpus, error: CorpusError },
  { kind: 'rules', path: 'alerts.yaml', text: sample('alerts.yaml'), load: parseAlertRules, error: RulesFileError },
  { kind: 'mapping', path: 'mapping.yaml', text: sample('mining/mapping.yaml'), load: parseMapping, error: MineInputError },
]);

/** Structural edits a careless or hostile author makes; each keeps most of the file intact. */
const EDITS: [name: string, edit: (rng: Prng, text: string) => string][] = [
  // One anchor reused (below the yaml library's alias limit: the bomb itself is refused by the loaders' own limit).
  ['anchor-reuse', (rng, t) => `${t}\nx-anchors: [&a ${rng.alnum(8)}, ${Array.from({ length: rng.int(1, 50) }, () => '*a').join(', ')}]\n`],
  ['deep-nesting', (rng, t) => `${t}\nx-deep: ${'['.repeat(rng.int(10, 2000))}${']'.repeat(rng.int(0, 2000))}\n`],
  ['huge-scalar', (rng, t) => t.replace(/: ([^\n]{1,40})\n/u, (_m, v: string) => `: ${v}${'x'.repeat(rng.int(1000, 200_000))}\n`)],
  ['duplicate-key', (_rng, t) => t.replace(/^(\w+):/mu, '$1: 1\n$1:')],
  ['tab-indent', (_rng, t) => t.replace(/\n {2}/u, '\n\t')],
  ['regex-pattern', (rng, t) => t.replace(/user_turn: /u, `match: { patterns: [${JSON.stringify(hostilePattern(rng))}] }, user_turn: `)],
  ['regex-ignore', (rng, t) => t.replace(/\ntickets:\n/u, `\ntickets:\n  ignore: [${JSON.stringify(hostilePattern(rng))}]\n`)],
  ['truncate-line', (rng, t) => {
    const lines = t.split('\n');
    const at = rng.int(0, lines.length - 1);
    lines[at] = lines[at]!.slice(0, rng.int(0, lines[at]!.length));
    return lines.join('\n');
  }],
  ['swap-lines', (rng, t) => {
    const lines = t.split('\n');
    const a = rng.int(0, lines.length - 1);
    const b = rng.int(0, lines.length - 1);
    [lines[a], lines[b]] = [lines[b]!, lines[a]!];
    return lines.join('\n');
  }],
];

export const yamlInputsTarget: FuzzTarget = {
  name: 'yaml-inputs',
  weight: 1,
  run(rng): Outcome {
    const loader = rng.pick(loadersNow());
    let text: string;
    let mutation: string;
    if (rng.chance(0.4)) {
      const m = mutateBytes(rng, Buffer.from(loader.text, 'utf8'), loadersNow().map((l) => Buffer.from(l.text, 'utf8')));
      text = Buffer.from(m.bytes).toString('utf8');
      mutation = `${loader.kind}:${m.mutation}`;
    } else {
      const [name, edit] = rng.pick(EDITS);
      text = edit(rng, loader.text);
      mutation = `${loader.kind}:${name}`;
    }
    const bytes = Buffer.byteLength(text);
    try {
      loader.load(text, loader.path);
    } catch (e) {
      // Only the loader's own typed error is a refusal; it must name the file.
      if (!(e instanceof loader.error)) throw e;
      if (!e.message.includes(loader.path)) throw new Error(`${loader.kind} refusal does not name the file: ${e.message.slice(0, 200)}`);
      return { verdict: 'rejected', reason: `${loader.kind}: ${firstProblem(e.message)}`, mutation, bytes };
    }
    return { verdict: 'decoded', mutation, bytes };
  },
};

/** The kind of problem, without the values that vary from case to case. */
function firstProblem(message: string): string {
  const line = message.split('\n').find((l) => l.includes(':')) ?? message;
  return line.replace(/^[^:]*:\s*/u, '').replace(/\d+/gu, 'N').replace(/"[^"]*"/gu, '"…"').slice(0, 80);
}
