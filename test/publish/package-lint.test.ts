import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * publint and are-the-types-wrong on the tarball `npm pack` makes, offline (both read the tarball
 * given). Packed with --ignore-scripts from the build `npm test` has just made: the clean-copy
 * pack (prepack included) is test/package's; here what matters is what package.json points at.
 */
const work = mkdtempSync(join(tmpdir(), 'forbear-lint-pack-'));
let tarball = '';
let packed: string[] = [];

beforeAll(() => {
  if (!existsSync(join(REPO_ROOT, 'dist/src/index.d.ts'))) throw new Error('dist/ is missing: run `npm run build` (npm test does) first');
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  const [info] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, info!.filename);
  packed = info!.files.map((f) => f.path);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package, linted', () => {
  it('publint finds nothing, suggestions included, warnings counted as errors', async () => {
    const bytes = readFileSync(tarball);
    const { messages, pkg } = await publint({ pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }, level: 'suggestion', strict: true });
    expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`)).toEqual([]);
  });

  it('are-the-types-wrong: types resolve for node10, node16 and bundlers; the one rule set aside is CJS → ESM', () => {
    const attw = spawnSync(join(REPO_ROOT, 'node_modules/.bin/attw'), [tarball, '--format', 'json', '--ignore-rules', 'cjs-resolves-to-esm'], { encoding: 'utf8' });
    expect(attw.stderr).toBe('');
    expect(attw.status).toBe(0);
    const report = JSON.parse(attw.stdout) as { analysis: { problems: { kind: string; entrypoint: string; resolutionKind: string }[]; types: unknown } };
    // forbear is ESM only; from CommonJS, `require('forbear')` loads it through require(esm),
    // which every Node the package supports (engines >= 20.19) has: the next test proves it.
    expect(report.analysis.problems).toEqual([{ kind: 'CJSResolvesToESM', entrypoint: '.', resolutionKind: 'node16-cjs' }]);
    expect(report.analysis.types).toMatchObject({ kind: 'included' });
  });

  it('so a CommonJS consumer can require() it on this Node, and gets the same API as import', () => {
    const consumer = join(work, 'consumer');
    mkdirSync(join(consumer, 'node_modules'), { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', join(consumer, 'node_modules')]);
    execFileSync('mv', [join(consumer, 'node_modules', 'package'), join(consumer, 'node_modules', 'forbear')]);
    // The dependencies as an install would place them: beside the package (the repo's copies).
    const deps = Object.keys((JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
    for (const d of deps) {
      mkdirSync(join(consumer, 'node_modules', d, '..'), { recursive: true });
      symlinkSync(join(REPO_ROOT, 'node_modules', d), join(consumer, 'node_modules', d), 'dir');
    }
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'cjs-consumer', private: true, type: 'commonjs' }));
    writeFileSync(join(consumer, 'main.cjs'), "const f = require('forbear');\nimport('forbear').then((m) => console.log(JSON.stringify({ cjs: Object.keys(f).sort(), esm: Object.keys(m).sort() })));\n");
    const run = spawnSync(process.execPath, ['main.cjs'], { cwd: consumer, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const { cjs, esm } = JSON.parse(run.stdout) as { cjs: string[]; esm: string[] };
    expect(cjs).toEqual(esm);
    expect(cjs).toEqual(expect.arrayContaining(['scoreFiles', 'loadCorpus', 'ScoringCore', 'RENDERERS']));
  });

  it('ships the JSON Schemas and the samples that name them', () => {
    for (const f of ['schemas/corpus.schema.json', 'schemas/alert-rules.schema.json', 'schemas/forbear-yaml.schema.json', 'samples/forbear.yaml']) expect(packed).toContain(f);
  });
});
