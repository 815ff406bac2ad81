#!/usr/bin/env node
// npm run conformance: every framework harness (python/*.py, js/*.mjs) plays the scripted scenarios
// against the mock model with its own instrumentation exporting to `forbear serve`, and forbear's
// reading is compared with each scenario's expectation.
//
//   node interop/frameworks/run.mjs [--only NAME[,NAME]] [--scenarios ID[,ID]] [--matrix FILE] [--write-readme]
//   node interop/frameworks/run.mjs --check-readme
// --only        harness scripts whose file name contains NAME (default: all)
// --scenarios   play only these scenario ids
// --matrix      where to write the matrix (default interop/frameworks/matrix.json; not written with --only
//               or --scenarios unless given, so a partial run never replaces the committed matrix)
// --write-readme  regenerate the conformance table in docs/frameworks.md (the README's framework
//                 reference) from the matrix written
// --check-readme  run nothing: exit 1 unless docs/frameworks.md's table is what the committed matrix.json makes
// --script      another scenarios file (default scenarios.json beside this file)
// --forbear DIR read with the forbear built in another checkout (e.g. before an adapter change);
//               the matrix is then not rewritten
// Exit: 0 all read right, 1 a scenario read wrong or a harness failed, 2 usage, 3 an install failed.
import { mkdtempSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startMock, startForbear, runHarness, waitForResults, stop } from './processes.mjs';
import { differences } from './compare.mjs';
import { withTable } from './matrix-table.mjs';
import { startCapture } from './capture.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

let args;
try {
  args = parseArgs({ options: {
    only: { type: 'string' }, scenarios: { type: 'string' }, matrix: { type: 'string' }, script: { type: 'string' }, forbear: { type: 'string' },
    'write-readme': { type: 'boolean' }, 'check-readme': { type: 'boolean' },
  } }).values;
} catch (e) {
  console.error(`conformance: ${e.message}`);
  process.exit(2);
}

/** The page that holds the generated framework table (linked from the README's reference list). */
const TABLE_DOC = 'docs/frameworks.md';

if (args['check-readme']) {
  const readme = readFileSync(path.join(repoRoot, TABLE_DOC), 'utf8');
  const matrix = JSON.parse(readFileSync(path.join(here, 'matrix.json'), 'utf8'));
  if (withTable(readme, matrix) === readme) process.exit(0);
  console.error(`conformance: ${TABLE_DOC}'s framework table is not what interop/frameworks/matrix.json makes; run \`npm run conformance -- --write-readme\``);
  process.exit(1);
}

const scriptPath = path.resolve(args.script ?? path.join(here, 'scenarios.json'));
const forbearRoot = path.resolve(args.forbear ?? repoRoot);
const script = JSON.parse(readFileSync(scriptPath, 'utf8'));
const corpus = path.join(here, 'corpus.yaml');
const onlyScenarios = args.scenarios ? args.scenarios.split(',') : null;
const scenarios = script.scenarios.filter((s) => !onlyScenarios || onlyScenarios.includes(s.id));
if (onlyScenarios && scenarios.length !== onlyScenarios.length) {
  console.error(`conformance: --scenarios: unknown id among ${onlyScenarios.join(', ')} (known: ${script.scenarios.map((s) => s.id).join(', ')})`);
  process.exit(2);
}

/** Harness scripts, one per framework: every file of python/ and js/ but the shared helpers. */
function harnesses() {
  const list = [];
  for (const [dir, ext, language] of [['python', '.py', 'Python'], ['js', '.mjs', 'JavaScript']]) {
    for (const f of readdirSync(path.join(here, dir)).sort()) {
      if (!f.endsWith(ext) || f.startsWith('harness')) continue;
      const file = path.join(here, dir, f);
      list.push({ file, language, dir, lock: dir === 'python' ? pythonLock(file) : null });
    }
  }
  const only = args.only?.split(',');
  return only ? list.filter((h) => only.some((o) => path.basename(h.file).includes(o))) : list;
}

/** The lock a Python harness is installed from: its `# conformance-lock: NAME` line, else requirements.lock. */
function pythonLock(file) {
  const m = /^# conformance-lock: (\S+)$/m.exec(readFileSync(file, 'utf8'));
  return m ? m[1] : 'requirements.lock';
}

/** Run an install script; resolves to its last stdout line, rejects naming the script and lock on failure. */
function install(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.once('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').pop()) : reject(new Error(`${path.relative(repoRoot, script)} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * Install (or reuse) each environment the harnesses need, once, through its own script: one venv per
 * Python lock, and the JS dependencies. Cold, they install side by side: much of a pip install is
 * waiting on downloads, so on 2 cores this takes about the longest one's time rather than the sum.
 */
async function environments(list) {
  const env = { python: {} };
  const locks = [...new Set(list.filter((h) => h.lock).map((h) => h.lock))];
  const jobs = locks.map((lock) => install(path.join(here, 'python', 'install.sh'), [lock]).then((venv) => { env.python[lock] = path.join(venv, 'bin', 'python'); }));
  if (list.some((h) => h.dir === 'js')) jobs.push(install(path.join(here, 'js', 'install.sh'), []));
  const failed = (await Promise.allSettled(jobs)).filter((r) => r.status === 'rejected');
  if (failed.length) throw new Error(failed.map((r) => r.reason.message).join('; '));
  return env;
}

const spansDir = mkdtempSync(path.join(tmpdir(), 'forbear-conformance-spans-'));

async function playOne(h, envs, mockUrl) {
  const forbear = await startForbear(forbearRoot, corpus);
  const capture = await startCapture(forbear.otlpUrl, path.join(spansDir, `${path.basename(h.file).replace(/\.\w+$/, '')}.pb`));
  try {
    const cmd = h.dir === 'python' ? envs.python[h.lock] : process.execPath;
    const run = await runHarness(cmd, [h.file], {
      FORBEAR_MOCK_URL: mockUrl, FORBEAR_OTLP_URL: capture.url, FORBEAR_SCENARIOS: scriptPath,
      FORBEAR_ONLY: onlyScenarios ? onlyScenarios.join(',') : '',
      // The frameworks' own telemetry and update checks would try the network.
      OTEL_SDK_DISABLED: '', DO_NOT_TRACK: '1', OPENAI_API_KEY: 'sk-mock', PYTHONUNBUFFERED: '1',
      PYTHONDONTWRITEBYTECODE: '1', // no __pycache__ left in the repo
    }, 300_000);
    const head = run.lines.find((l) => l.framework);
    const played = run.lines.filter((l) => l.scenario);
    const results = await waitForResults(forbear, scenarios.filter((s) => played.some((p) => p.scenario === s.id && p.played)));
    // The same spans offline: `forbear score` over the file the exports were kept in.
    const scored = scoreFile(capture.file);
    const row = { name: head?.framework ?? path.basename(h.file), language: h.language, script: path.relative(repoRoot, h.file), versions: head?.versions ?? {}, scenarios: {}, spans: capture.file, dataDir: forbear.dataDir };
    for (const s of scenarios) {
      const p = played.find((l) => l.scenario === s.id);
      if (!p) row.scenarios[s.id] = { status: 'wrong', diffs: [`harness: did not report the scenario (exit ${run.code ?? run.signal}): ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`] };
      else if (!p.played && p.not_applicable) row.scenarios[s.id] = { status: 'n/a', reason: p.reason };
      else if (!p.played) row.scenarios[s.id] = { status: 'wrong', diffs: [p.reason] };
      else {
        const diffs = [...differences(s, results).map((d) => `serve: ${d}`), ...differences(s, scored.results).map((d) => `score: ${d}`)];
        row.scenarios[s.id] = diffs.length ? { status: 'wrong', diffs } : { status: 'right' };
      }
    }
    return row;
  } finally {
    await capture.close();
    await stop(forbear.child);
  }
}

/** `forbear score --format json` over a span file: its results (none when it could not score). */
function scoreFile(file) {
  const r = spawnSync(process.execPath, [path.join(forbearRoot, 'bin', 'forbear.js'), 'score', '--cases', corpus, '--format', 'json', '-q', file], { encoding: 'utf8', maxBuffer: 256 << 20 });
  try {
    return { results: JSON.parse(r.stdout).results ?? [] };
  } catch {
    return { results: [], error: `forbear score exited ${r.status}: ${r.stderr.trim().split('\n').slice(-2).join(' | ')}` };
  }
}

const list = harnesses();
if (list.length === 0) { console.error(`conformance: --only ${args.only}: no harness script matches`); process.exit(2); }
let envs;
try {
  envs = await environments(list);
} catch (e) {
  console.error(`conformance: installing the harnesses' environments failed (${e.message.split('\n')[0]}); see the lines above`);
  process.exit(3);
}
const mock = await startMock(here, scriptPath);
const rows = [];
try {
  for (const h of list) {
    const row = await playOne(h, envs, mock.url);
    rows.push(row);
    const versions = Object.entries(row.versions).map(([p, v]) => `${p} ${v}`).join(', ');
    for (const [id, cell] of Object.entries(row.scenarios)) {
      const mark = cell.status === 'right' ? 'right' : cell.status === 'n/a' ? `n/a (${cell.reason})` : 'WRONG';
      console.log(`${row.name} [${versions}] × ${id} → ${mark}`);
      for (const d of cell.diffs ?? []) console.log(`  ${row.name} / ${id}: ${d}`);
    }
    if (Object.values(row.scenarios).some((c) => c.status === 'wrong')) {
      if (process.env.FORBEAR_CONFORMANCE_DEBUG) console.log(`  forbear serve data dir: ${row.dataDir}`);
      console.log(`  spans: forbear inspect --cases ${path.relative(process.cwd(), corpus)} ${row.spans}`);
    }
  }
} finally {
  await stop(mock.child);
}

const notRun = JSON.parse(readFileSync(path.join(here, 'not-run.json'), 'utf8'));
const matrix = { scenarios: scenarios.map((s) => s.id), frameworks: rows.map(({ spans, dataDir, ...row }) => row), not_run: notRun };
const partial = args.only || args.scenarios || args.script || args.forbear;
const matrixPath = args.matrix ?? (partial ? null : path.join(here, 'matrix.json'));
if (matrixPath) writeFileSync(matrixPath, `${JSON.stringify(matrix, null, 2)}\n`);
if (args['write-readme']) {
  const readme = path.join(repoRoot, TABLE_DOC);
  writeFileSync(readme, withTable(readFileSync(readme, 'utf8'), matrix));
}
const wrong = rows.flatMap((r) => Object.entries(r.scenarios).filter(([, c]) => c.status === 'wrong').map(([id]) => `${r.name} × ${id}`));
const right = rows.reduce((n, r) => n + Object.values(r.scenarios).filter((c) => c.status === 'right').length, 0);
console.log(`conformance: ${right} read right, ${wrong.length} read wrong${wrong.length ? `: ${wrong.join('; ')}` : ''}`);
process.exit(wrong.length ? 1 : 0);
