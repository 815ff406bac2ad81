import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILES, schemaText } from '../../bench/json-schemas.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { parseAlertRules } from '../../src/alerts/rules-file.js';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { REPO_ROOT } from '../helpers/cli.js';

/** Every sample a user may open in an editor, with the schema its modeline names. */
const SAMPLES: { sample: string; schema: string }[] = [
  { sample: 'samples/corpus.yaml', schema: 'corpus.schema.json' },
  { sample: 'samples/mining/review-a.yaml', schema: 'corpus.schema.json' },
  { sample: 'samples/mining/review-b.yaml', schema: 'corpus.schema.json' },
  { sample: 'samples/alerts.yaml', schema: 'alert-rules.schema.json' },
  { sample: 'samples/forbear.yaml', schema: 'forbear-yaml.schema.json' },
];

const read = (rel: string): string => readFileSync(join(REPO_ROOT, rel), 'utf8');
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validators = new Map<string, ValidateFunction>(SCHEMA_FILES.map((f) => [f.file, ajv.compile(JSON.parse(read(`schemas/${f.file}`)) as object)]));
const validate = (schema: string, value: unknown): string[] => {
  const v = validators.get(schema)!;
  return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
};

describe('JSON Schemas (schemas/*.schema.json)', () => {
  it.each(SCHEMA_FILES.map((f) => [f.file, f] as const))('%s is what npm run gen:schemas makes from the zod schema', (file, entry) => {
    expect(read(`schemas/${file}`), `schemas/${file} is stale: run npm run gen:schemas`).toBe(schemaText(entry));
  });

  it.each(SAMPLES.map((s) => [s.sample, s] as const))('%s names its schema by a relative path and validates against it', (sample, { schema }) => {
    const text = read(sample);
    const modeline = /^# yaml-language-server: \$schema=(\S+)$/m.exec(text);
    expect(modeline?.[1]).toBeDefined();
    // Relative to the sample, as the language server resolves it (and as it is in the packed package).
    expect(join(REPO_ROOT, sample, '..', modeline![1]!)).toBe(join(REPO_ROOT, 'schemas', schema));
    expect(validate(schema, parse(text))).toEqual([]);
  });

  it('a broken corpus, rules file or forbear.yaml fails its schema at the place forbear also refuses', () => {
    const corpus = parse(read('samples/corpus.yaml')) as { cases: { kind: string; forbidden_tools?: unknown }[] };
    corpus.cases[0]!.kind = 'abstian';
    expect(validate('corpus.schema.json', corpus)).toContain('/cases/0/kind must be equal to one of the allowed values');
    expect(() => parseCorpus(JSON.stringify(corpus), 'c.json')).toThrow(/cases\[0\].*kind/);

    const rules = parse(read('samples/alerts.yaml')) as { rules: Record<string, unknown>[] };
    rules.rules[0]!.colldown = '5m';
    rules.rules[1]!.window = { every: 5 };
    const problems = validate('alert-rules.schema.json', rules);
    expect(problems).toContain('/rules/0 must NOT have additional properties');
    expect(problems).toContain('/rules/1/window must be number,string');
    expect(() => parseAlertRules(JSON.stringify(rules), 'a.json')).toThrow(/rules\[0\]\.colldown: unknown key/);

    const settings = { ...(parse(read('samples/forbear.yaml')) as object), turn_idel: '5s', sync: 'sometimes' };
    expect(validate('forbear-yaml.schema.json', settings)).toEqual(['/ must NOT have additional properties', '/sync must be equal to one of the allowed values']);
  });

  it('samples/forbear.yaml is a config forbear serve accepts', () => {
    const config = resolveServeConfig({}, {}, join(REPO_ROOT, 'samples/forbear.yaml'));
    expect(config).toMatchObject({ cases: 'samples/corpus.yaml', http: { host: '127.0.0.1', port: 4318 }, turnIdleMs: 30_000, maxBodyBytes: 16 * 1024 ** 2, alerts: 'samples/alerts.yaml' });
  });
});
