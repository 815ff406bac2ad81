import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: { id?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, string>; shell?: string }[] };
}

/**
 * action.yml is only read by GitHub's runner, which nothing here can run: these checks keep it in
 * step with action/run.mjs, so an input is not declared and then never reaches the script.
 */
const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYml;
const script = ['run.mjs', 'inputs.mjs'].map((f) => readFileSync(join(REPO_ROOT, 'action', f), 'utf8')).join('\n');
const step = action.runs.steps.find((s) => s.id === 'forbear')!;

describe('action.yml', () => {
  it('is a composite action whose step runs action/run.mjs with a shell, after setting up the chosen Node', () => {
    expect(action.runs.using).toBe('composite');
    expect(action.runs.steps[0]).toMatchObject({ uses: expect.stringMatching(/^actions\/setup-node@v\d+$/), with: { 'node-version': '${{ inputs.node-version }}' } });
    expect(step).toMatchObject({ shell: 'bash', run: 'node "$GITHUB_ACTION_PATH/action/run.mjs"' });
  });

  it('passes every input the script reads (composite steps get none implicitly), under the name it reads', () => {
    const passed = Object.entries(step.env ?? {}).filter(([k]) => k.startsWith('INPUT_'));
    for (const [name, value] of passed) {
      const input = /^\$\{\{ inputs\.([a-z-]+) \}\}$/.exec(value)?.[1];
      expect(input, `${name} passes an input`).toBeDefined();
      expect(action.inputs[input!], `${input} is declared`).toBeDefined();
      expect(name).toBe(`INPUT_${input!.replace(/-/g, '_').toUpperCase()}`);
      expect(script, `the script reads ${input}`).toContain(`'${input}'`);
    }
    // Every declared input is used: passed to the script, to setup-node, or as the token.
    const used = new Set([...passed.map(([, v]) => v), ...Object.values(action.runs.steps[0]!.with ?? {}), step.env?.GITHUB_TOKEN]);
    for (const name of Object.keys(action.inputs)) expect(used.has(`\${{ inputs.${name} }}`), `input ${name} is used`).toBe(true);
    expect(action.inputs.cases!.required).toBe(true);
    expect(action.inputs.spans!.required).toBe(true);
  });

  it('declares as outputs exactly what the script sets', () => {
    const set = [...script.matchAll(/setOutput\(env, '([a-z-]+)'/g)].map((m) => m[1]).sort();
    expect(Object.keys(action.outputs).sort()).toEqual(set);
    for (const [name, o] of Object.entries(action.outputs)) expect(o.value).toBe(`\${{ steps.forbear.outputs.${name} }}`);
  });
});
