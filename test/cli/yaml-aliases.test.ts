/**
 * Issue 20 item 4: every YAML file forbear reads (corpus, mining map, alert rules, forbear.yaml)
 * loads when it reuses an anchor many times, and refuses an alias bomb as bad input (exit 2)
 * naming the file and the alias — never "internal error: Excessive alias count" (exit 3).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { parseYamlDocument, yamlValue } from '../../src/util/yaml-document.js';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('forbear-yaml-');
});
afterEach(() => tmp.cleanup());

/** A valid corpus of 60 twin pairs whose tool lists are one anchor each, used 119 and 60 times. */
function anchoredCorpus(): string {
  const cases = Array.from({ length: 60 }, (_, i) => `  - id: refund-which-${i}
    kind: abstain
    scenario: missing_identifier
    user_turn: "Please refund my order number ${i}, or maybe the other one."
    tools_available: ${i === 0 ? '&tools [lookup_order, issue_refund]' : '*tools'}
    forbidden_tools: ${i === 0 ? '&writes [issue_refund]' : '*writes'}
    expected_question: "Which order should be refunded?"
    twin: refund-named-${i}
  - id: refund-named-${i}
    kind: act
    scenario: missing_identifier
    user_turn: "Please refund my order number ${i}."
    tools_available: *tools
    expected_tools: *writes
    twin: refund-which-${i}
`);
  return `corpus: anchors\nversion: 1\ntools:\n  - { name: lookup_order, effect: read }\n  - { name: issue_refund, effect: write }\ncases:\n${cases.join('')}`;
}

/** "Billion laughs": nine levels of nine aliases each, 9^10 strings once expanded, under `key`. */
function aliasBomb(key: string): string {
  const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let k = 1; k <= 9; k++) lines.push(`a${k}: &a${k} [${Array.from({ length: 9 }, () => `*a${k - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n${key}: *a9\n`;
}

const BOMB_LINE = 11;
const bombMessage = (file: string): RegExp => new RegExp(`^forbear: (--alerts )?${file.replaceAll('.', '\\.')}:${BOMB_LINE}:\\d+: (\\(top level\\)|[a-z_.]+: )?.*aliases expand \\d+ written value\\(s\\) to over a billion \\(more than 100000\\): refused as an alias bomb$`, 'mu');

describe('YAML aliases', () => {
  it('a valid corpus reusing one anchor 119 times loads, with the aliased lists in every case', async () => {
    const file = join(tmp.dir, 'anchored.yaml');
    writeFileSync(file, anchoredCorpus());
    const corpus = parseCorpus(readFileSync(file, 'utf8'), file);
    expect(corpus.corpus.cases).toHaveLength(120);
    expect(corpus.byId.get('refund-named-59')?.tools_available).toEqual(['lookup_order', 'issue_refund']);
    const run = await runCli(['score', '--cases', file, '--no-store', '--quiet', 'samples/spans']);
    expect(run.stderr).not.toMatch(/internal error|alias/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('corpus anchors v1');
  });

  it('a self-containing alias is refused at the alias, not left as a circular value', () => {
    const doc = parseYamlDocument('a: &a [1, *a]\n');
    expect(doc.errors.map((e) => [e.code, e.message, e.linePos?.[0]])).toEqual([['RESOURCE_EXHAUSTION', 'alias *a refers to the node it is in (a value cannot contain itself)', { line: 1, col: 11 }]]);
  });

  it('an alias used before its anchor is bad input at the alias (exit 2), not an internal error', async () => {
    const doc = parseYamlDocument('plans: [*annual]\nannual: &annual yearly\n');
    expect(doc.errors.map((e) => [e.code, e.linePos?.[0]])).toEqual([['BAD_ALIAS', { line: 1, col: 9 }]]);
    const corpus = join(tmp.dir, 'early-alias.yaml');
    writeFileSync(corpus, 'corpus: early\nversion: 1\nfoo: [*annual]\ncases: []\n');
    const run = await runCli(['cases', 'lint', corpus]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^forbear: ${corpus.replaceAll('.', '\\.')}:3:7: .*alias \\*annual names no anchor set before it`, 'mu'));
  });

  it('a modest document with repeated aliases gives the same value as written out', () => {
    const doc = parseYamlDocument('x: &x { a: 1, b: [2, 3] }\nys: [*x, *x, *x]\n');
    expect(doc.errors).toEqual([]);
    expect(yamlValue(doc)).toEqual({ x: { a: 1, b: [2, 3] }, ys: [{ a: 1, b: [2, 3] }, { a: 1, b: [2, 3] }, { a: 1, b: [2, 3] }] });
  });

  it('an alias bomb is bad input (exit 2, file:line:col) in the corpus, the mining map, the alert rules and forbear.yaml', async () => {
    const corpus = join(tmp.dir, 'corpus-bomb.yaml');
    writeFileSync(corpus, aliasBomb('cases'));
    const mapping = join(tmp.dir, 'mapping-bomb.yaml');
    writeFileSync(mapping, aliasBomb('tools'));
    const rules = join(tmp.dir, 'rules-bomb.yaml');
    writeFileSync(rules, aliasBomb('rules'));
    const config = join(tmp.dir, 'forbear-bomb.yaml');
    writeFileSync(config, aliasBomb('cases'));
    const runs: [string, string[]][] = [
      [corpus, ['cases', 'lint', corpus]],
      [corpus, ['score', '--cases', corpus, '--no-store', 'samples/spans']],
      [mapping, ['cases', 'mine', '--mapping', mapping, '--tickets', 'samples/mining/tickets.csv', '-o', join(tmp.dir, 'out.yaml')]],
      [rules, ['alerts', 'check', '--rules', rules]],
      [config, ['serve', '--config', config, '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', join(tmp.dir, 'data')]],
    ];
    for (const [file, args] of runs) {
      const run = await runCli(args);
      expect(run.code, `${args.join(' ')}\n${run.stderr}`).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(bombMessage(file));
    }
  });
});
