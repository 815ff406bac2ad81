/**
 * Regenerates samples/spans/ and samples/EXPECTED.md from samples/demo-script.ts and
 * samples/corpus.yaml, deterministically (fixed clock, seeded ids): `npm run samples`.
 *
 *   node dist/samples/demo-agent.js [--out DIR] [--expected FILE]
 *
 * --out DIR       where the span files go (default <repo>/samples/spans)
 * --expected FILE where the expectations table goes (default <repo>/samples/EXPECTED.md,
 *                 or DIR/EXPECTED.md when only --out is given)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusCases, demoPlan, expectedMarkdown, renderDemoFile } from './lib/demo-render.js';

const CORPUS = join('samples', 'corpus.yaml');

/**
 * The repo root is the nearest ancestor holding samples/corpus.yaml, looked for from this
 * script's own location first (src run, dist/samples, …) and then from the cwd (a build
 * emitted outside the repo, e.g. /tmp/x/samples/demo-agent.js run from the repo).
 */
function findRoot(): string {
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (existsSync(join(dir, CORPUS))) return dir;
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(`cannot find ${CORPUS} above ${fileURLToPath(import.meta.url)} or ${process.cwd()}`);
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
  return resolve(v);
}

function main(): void {
  const root = findRoot();
  const out = flag('--out');
  const outDir = out ?? join(root, 'samples', 'spans');
  const expectedPath = flag('--expected') ?? (out ? join(out, 'EXPECTED.md') : join(root, 'samples', 'EXPECTED.md'));
  const cases = corpusCases(readFileSync(join(root, CORPUS), 'utf8'));

  mkdirSync(outDir, { recursive: true });
  const rendered = demoPlan(cases).map(renderDemoFile);
  for (const r of rendered) {
    writeFileSync(join(outDir, r.file.file), r.content);
    console.log(`wrote ${join(outDir, r.file.file)} (${r.file.turns.length} turns)`);
  }
  writeFileSync(expectedPath, expectedMarkdown(rendered, (id) => cases.get(id)?.kind));
  console.log(`wrote ${expectedPath}`);
}

main();
