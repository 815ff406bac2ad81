#!/usr/bin/env node
// The GitHub Action's step (action.yml runs it with the inputs as INPUT_* variables): scores the
// spans with forbear, gates, annotates, summarises and optionally comments on the pull request.
// Plain Node with no dependencies, so the action needs no build or bundle of its own.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ActionInputError, readInputs } from './inputs.mjs';
import { appendSummary, escapeData, setOutput } from './workflow-files.mjs';
import { commentMarker, pullRequestNumber, upsertComment } from './pr-comment.mjs';

const EXIT_BAD_INPUT = 2;

/**
 * The forbear package to run: the one working-directory resolves (its node_modules or a parent's),
 * else the action's own version (or forbear-version) installed from npm into the runner's temp dir.
 */
function locateForbear(workdir, version, tmp) {
  const find = (from) => {
    try {
      return dirname(createRequire(join(from, 'package.json')).resolve('forbear/package.json'));
    } catch {
      return undefined;
    }
  };
  const installed = find(workdir);
  if (installed !== undefined) return { root: installed, how: `forbear in ${relative(workdir, installed) || '.'}` };
  const spec = `forbear@${version || readOwnVersion()}`;
  const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', tmp, spec], { stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' });
  const fetched = npm.status === 0 ? find(tmp) : undefined;
  if (fetched === undefined) throw new ActionInputError(`no forbear installed in ${workdir} and npm install ${spec} failed (exit ${npm.status})`);
  return { root: fetched, how: `${spec} from npm` };
}

function annotate(level, message) {
  process.stdout.write(`::${level} title=forbear action::${escapeData(message)}\n`);
}

async function main(env) {
  const inputs = readInputs(env);
  // forbear runs from the repository root so the corpus path in its annotations is relative to
  // it (what GitHub needs to place them on the pull request's files); inputs are relative to working-directory.
  const root = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const workdir = resolve(root, inputs.workingDirectory);
  const fromRoot = (p) => relative(root, resolve(workdir, p)) || '.';
  const tmp = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), 'forbear-action-'));
  try {
    const forbear = locateForbear(workdir, inputs.forbearVersion, tmp);
    const cases = fromRoot(inputs.cases);
    const reportFile = join(tmp, 'report.json');
    process.stdout.write(`forbear action: ${forbear.how}, scoring ${inputs.spans.length} input(s) against ${cases}\n`);
    // One scoring run, as a user would type it; its exit code is the step's (1: a gate was breached).
    // The JSON report is then rendered by the same package's renderers: annotations, summary, file.
    const args = ['score', '--cases', cases, ...inputs.spans.map(fromRoot), '--no-store', '--format', 'json', '-o', reportFile, ...inputs.gates];
    // forbear needs neither the token nor the action's inputs: they stay with this script.
    const childEnv = Object.fromEntries(Object.entries(env).filter(([k]) => k !== 'GITHUB_TOKEN' && !k.startsWith('INPUT_')));
    const scored = spawnSync(process.execPath, [join(forbear.root, 'bin', 'forbear.js'), ...args], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: childEnv });
    const code = scored.status ?? 3;
    setOutput(env, 'exit-code', code);
    const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
    let summary = `### forbear\n\nforbear could not score the spans (exit ${code}); the step's log says why.\n`;
    if (report !== undefined) {
      const { RENDERERS } = await import(pathToFileURL(createRequire(join(forbear.root, 'package.json')).resolve('forbear')).href);
      if (RENDERERS.github === undefined) throw new ActionInputError(`${forbear.how} has no --format github: use forbear ${readOwnVersion()} or later`);
      const render = (format) => {
        let text = '';
        RENDERERS[format](report, (chunk) => (text += chunk));
        return text;
      };
      process.stdout.write(render('github'));
      summary = render('markdown');
      const { abstain, act } = report.summary;
      setOutput(env, 'abstain-pass-rate', abstain.pass_rate);
      setOutput(env, 'forced-action-rate', abstain.forced_action_rate);
      setOutput(env, 'false-ask-rate', act.false_ask_rate);
      if (inputs.format !== undefined) {
        const file = join(workdir, `forbear-report.${inputs.format.extension}`);
        if (inputs.format.name === 'json') copyFileSync(reportFile, file);
        else writeFileSync(file, render(inputs.format.name));
        setOutput(env, 'report', file);
      }
    }
    appendSummary(env, summary);
    if (inputs.comment) await comment(env, cases, summary);
    return code;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const readOwnVersion = () => JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')).version;

async function comment(env, key, markdown) {
  const event = env.GITHUB_EVENT_PATH && existsSync(env.GITHUB_EVENT_PATH) ? JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) : undefined;
  const number = pullRequestNumber(event);
  if (number === undefined) {
    annotate('notice', `comment: true, but the ${env.GITHUB_EVENT_NAME || 'current'} event is not a pull request: no comment written`);
    return;
  }
  if (!env.GITHUB_REPOSITORY?.includes('/')) {
    annotate('warning', `comment: true, but GITHUB_REPOSITORY is not set: no comment on pull request #${number}`);
    return;
  }
  if (!env.GITHUB_TOKEN) {
    annotate('warning', `comment: true, but no github-token: no comment on pull request #${number}`);
    return;
  }
  try {
    const done = await upsertComment({
      apiUrl: env.GITHUB_API_URL || 'https://api.github.com', token: env.GITHUB_TOKEN, repository: env.GITHUB_REPOSITORY,
      number, marker: commentMarker(key), markdown,
    });
    process.stdout.write(`forbear action: ${done.action} comment ${done.url ?? done.id} on pull request #${number}\n`);
    setOutput(env, 'comment-url', done.url ?? '');
  } catch (err) {
    // A pull request from a fork gets a read-only token: the report is still in the summary, so warn, do not fail.
    annotate('warning', `could not comment on pull request #${number}: ${err.message}`);
  }
}

main(process.env).then((code) => {
  process.exitCode = code;
}, (err) => {
  // A bad input or a forbear that cannot be had is the user's to fix (2); anything else is a bug (3).
  const bad = err instanceof ActionInputError;
  annotate('error', bad ? err.message : `internal error: ${err.stack ?? err}`);
  process.exitCode = bad ? EXIT_BAD_INPUT : 3;
});
