// The action's inputs, read from the INPUT_* variables action.yml sets (composite actions pass
// nothing implicitly). A bad input is an ActionInputError: run.mjs prints it as one line and exits 2.

/** The three gates `forbear score` takes, as the `gates` input names them (`name=value`). */
export const GATES = ['max-forced-action-rate', 'min-abstain-pass-rate', 'max-false-ask-rate'];

/** Formats `forbear score --format` writes; the extra report file may be any of them. */
export const FORMATS = ['text', 'json', 'junit', 'markdown', 'html', 'github'];
const EXTENSION = { text: 'txt', json: 'json', junit: 'xml', markdown: 'md', html: 'html', github: 'txt' };

export class ActionInputError extends Error {
  name = 'ActionInputError';
}

/** `INPUT_WORKING_DIRECTORY`: action.yml names them with underscores, since bash drops variables with dashes. */
function input(env, name) {
  return (env[`INPUT_${name.replace(/[ -]/g, '_').toUpperCase()}`] ?? '').trim();
}

/** YAML 1.2 core booleans, as @actions/core getBooleanInput accepts them. */
function bool(env, name) {
  const v = input(env, name);
  if (v === '' || ['false', 'False', 'FALSE'].includes(v)) return false;
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  throw new ActionInputError(`input ${name}: expected true or false, got "${v}"`);
}

/** Space-separated words; one per line when the value spans lines (a YAML block scalar), so a path may hold spaces. */
const words = (v) => (v.includes('\n') ? v.split(/\r?\n/).map((l) => l.trim()) : v.split(/\s+/)).filter(Boolean);

/** `max-forced-action-rate=0.05 min-abstain-pass-rate=90%` → score's flags, checked here so a typo fails before any scoring. */
export function parseGates(v) {
  const flags = [];
  for (const item of v.replace(/,/g, ' ').split(/\s+/).filter(Boolean)) {
    const eq = item.indexOf('=');
    const name = (eq < 0 ? item : item.slice(0, eq)).replace(/^--/, '');
    if (!GATES.includes(name)) throw new ActionInputError(`input gates: unknown gate "${name}" (expected ${GATES.map((g) => `${g}=RATE`).join(', ')})`);
    const value = eq < 0 ? '' : item.slice(eq + 1);
    if (value === '') throw new ActionInputError(`input gates: ${name} needs a value, like ${name}=0.05 or ${name}=5%`);
    flags.push(`--${name}`, value);
  }
  return flags;
}

export function readInputs(env) {
  const cases = input(env, 'cases');
  if (cases === '') throw new ActionInputError('input cases: required (the corpus file, relative to working-directory)');
  const spans = words(input(env, 'spans'));
  if (spans.length === 0) throw new ActionInputError('input spans: required (span files or directories, relative to working-directory)');
  const format = input(env, 'format');
  if (format !== '' && !FORMATS.includes(format)) throw new ActionInputError(`input format: "${format}" is not one of ${FORMATS.join(', ')}`);
  return {
    cases,
    spans,
    gates: parseGates(input(env, 'gates')),
    format: format === '' ? undefined : { name: format, extension: EXTENSION[format] },
    comment: bool(env, 'comment'),
    workingDirectory: input(env, 'working-directory') || '.',
    forbearVersion: input(env, 'forbear-version'),
  };
}
