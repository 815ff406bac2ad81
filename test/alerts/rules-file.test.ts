import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RulesFileError, loadAlertRules, parseAlertRules } from '../../src/alerts/rules-file.js';
import { tempDir } from '../helpers/index.js';

function problems(yaml: string): string[] {
  try {
    parseAlertRules(yaml, 'alerts.yaml');
  } catch (e) {
    expect(e).toBeInstanceOf(RulesFileError);
    return (e as RulesFileError).problems;
  }
  throw new Error('expected the rules file to be rejected');
}

describe('rules file', () => {
  it('reads the documented shape with its defaults', () => {
    const { rules, sinks } = parseAlertRules(`
rules:
  - name: high
    window: 50
    min_abstain_turns: 20
    group_by: [service.name, model]
    where: { scenario: locked_period }
    condition: { rate_above: { warning: 0.05, alert: 0.10 } }
    cooldown: 30m
    no_data: { after: 2h }
    sinks: [ops]
  - name: spike
    window: 15m
    group_by: model
    condition:
      spike: { baseline: 24h, min_baseline_turns: 50, confidence: { warning: 0.95, alert: 0.99 } }
  - name: any
    window: 1h
    condition: { any_forced: { scenarios: [locked_period] } }
    no_data: off
sinks:
  - { type: log, name: ops }
`, 'alerts.yaml');
    expect(rules[0]).toEqual({
      name: 'high', window: { kind: 'count', n: 50 }, minAbstainTurns: 20, groupBy: ['service.name', 'model'],
      where: { scenario: ['locked_period'] }, condition: { type: 'rate_above', thresholds: { warning: 0.05, alert: 0.1 } },
      cooldownMs: 30 * 60_000, noDataAfterMs: 2 * 3_600_000, sinks: ['ops'],
    });
    expect(rules[1]).toMatchObject({
      window: { kind: 'time', ms: 15 * 60_000 }, minAbstainTurns: 1, groupBy: ['model'], cooldownMs: 15 * 60_000, noDataAfterMs: 3_600_000, sinks: null,
      condition: { type: 'spike', baseline: { kind: 'time', ms: 86_400_000 }, minBaselineTurns: 50, confidence: { warning: 0.95, alert: 0.99 } },
    });
    expect(rules[2]).toMatchObject({ condition: { type: 'any_forced', scenarios: ['locked_period'], level: 'alert' }, noDataAfterMs: null });
    expect(sinks).toEqual([{ type: 'log', name: 'ops' }]);
  });

  it('reports every problem at once, each with file:line:col and the key path', () => {
    const p = problems(`rules:
  - name: a
    window: 50
    condition:
      spike: { baseline: 24h, min_baseline_turns: 50, confidence: { warning: 0.95, alert: 2 } }
  - name: b
    window: 15x
    colldown: 5m
    group_by: [region]
    condition: { rate_above: { warning: 0.2, alert: 0.1 } }
  - name: c
    window: 1h
    condition: { rate_above: { alert: 0.1 }, any_forced: {} }
`);
    expect(p).toEqual([
      'alerts.yaml:5:91: rules[0].condition.spike.confidence.alert: expected a number between 0.5 and 1',
      'alerts.yaml:7:13: rules[1].window: expected a number of turns (e.g. 50) or a time span like "15m", got "15x"',
      'alerts.yaml:8:5: rules[1].colldown: unknown key',
      'alerts.yaml:9:16: rules[1].group_by[0]: expected one of service.name, gen_ai.agent.name, model, scenario, case',
      'alerts.yaml:10:53: rules[1].condition.rate_above.alert: alert (0.1) must be at least warning (0.2)',
      'alerts.yaml:13:16: rules[2].condition: expected exactly one of rate_above, spike, any_forced (got rate_above, any_forced)',
    ]);
  });

  it('rule names are unique and the sinks a rule names exist', () => {
    const p = problems(`rules:
  - { name: a, window: 5, condition: { rate_above: { alert: 0.1 } }, sinks: [pager] }
  - { name: a, window: 5, condition: { rate_above: { alert: 0.1 } } }
sinks:
  - { type: log, name: ops }
`);
    expect(p).toEqual([
      'alerts.yaml:2:78: rules[0].sinks[0]: no sink is named "pager" (named sinks: ops)',
      'alerts.yaml:3:13: rules[1].name: "a" is already the name of rules[0]',
    ]);
  });

  it('names an unknown where dimension with the known ones', () => {
    expect(problems('rules:\n  - name: a\n    window: 5\n    where: { region: eu }\n    condition: { rate_above: { alert: 0.1 } }\n')).toEqual([
      'alerts.yaml:4:14: rules[0].where.region: unknown dimension (known: service.name, gen_ai.agent.name, model, scenario, case)',
    ]);
  });

  it('names YAML syntax errors by place, and an unreadable file by path', () => {
    expect(problems('rules:\n  - name: a\n    window: [5\n')[0]).toMatch(/^alerts\.yaml:\d+:\d+: /u);
    const { dir, cleanup } = tempDir();
    try {
      expect(() => loadAlertRules(join(dir, 'missing.yaml'))).toThrow(/missing\.yaml: cannot read/u);
      writeFileSync(join(dir, 'empty.yaml'), '');
      expect(() => loadAlertRules(join(dir, 'empty.yaml'))).toThrow(/expected a mapping with rules/u);
    } finally {
      cleanup();
    }
  });

  it('a hostile file: every problem is one line, file:line:col: key path: message', () => {
    const p = problems(`rules:
  - name: 7
    window: -10
    min_abstain_turns: "ten"
    cooldown: 5 minutes
    no_data: { after: soon }
    condition: { spike: { baseline: -1h, min_baseline_turns: 10, confidence: { alert: 1.2 } } }
    sinks: [pager]
    extra: 1
  - name: ok
    window: 5
    condition: { rate_above: { alert: 0.5 } }
  - name: ok
    window: 0
    condition: { rate_above: { alert: 0.5 } }
sinks:
  - { type: webhook, name: ops, url: "ftp://x", retries: -1, timeout: 10 years }
  - { type: smtp }
`);
    for (const line of p) expect(line).toMatch(/^alerts\.yaml:\d+:\d+: (\(top level\)|[a-z_]+(\[\d+\]|\.[a-z_.]+)*): \S.*$/u);
    expect(p.map((l) => l.replace(/^alerts\.yaml:\d+:\d+: /u, '').replace(/:.*$/u, ''))).toEqual([
      'rules[0].name', 'rules[0].window', 'rules[0].min_abstain_turns', 'rules[0].cooldown', 'rules[0].no_data.after',
      'rules[0].condition.spike.baseline', 'rules[0].condition.spike.confidence.alert', 'rules[0].sinks[0]', 'rules[0].extra',
      'rules[2].name', 'rules[2].window',
      'sinks[0].url', 'sinks[0].retries', 'sinks[0].timeout', 'sinks[1].type',
    ]);
    // Names and sink references are checked alongside the shapes, not after them.
    expect(problems('rules:\n  - { name: a, window: 5, condition: { rate_above: { alert: 0.1 } }, sinks: [pager] }\n  - { name: a, window: 5, condition: { rate_above: { alert: 0.1 } } }\n')).toEqual([
      'alerts.yaml:2:78: rules[0].sinks[0]: no sink is named "pager" (no sink has a name)',
      'alerts.yaml:3:13: rules[1].name: "a" is already the name of rules[0]',
    ]);
  });

  it('a repeated key and a document that is not a mapping are placed and named too', () => {
    expect(problems('rules:\n  - name: a\n    window: 5\n    window: 6\n    condition: { rate_above: { alert: 0.5 } }\n')).toEqual([
      'alerts.yaml:4:5: rules[0].window: duplicate key (each key may appear once in a mapping)',
    ]);
    expect(problems('- rules\n')).toEqual(['alerts.yaml:1:1: (top level): expected a mapping with rules: (and optionally sinks:)']);
    expect(problems('')).toEqual(['alerts.yaml:1:1: (top level): expected a mapping with rules: (and optionally sinks:)']);
  });

  it('no_data: a bad or zero after is named at its own place; off and false turn it off', () => {
    expect(problems('rules:\n  - name: a\n    window: 5\n    no_data: { after: -1h }\n    condition: { rate_above: { alert: 0.5 } }\n  - name: b\n    window: 5\n    no_data: { after: 0 }\n    condition: { rate_above: { alert: 0.5 } }\n  - name: c\n    window: 5\n    no_data: sometimes\n    condition: { rate_above: { alert: 0.5 } }\n')).toEqual([
      'alerts.yaml:4:23: rules[0].no_data.after: expected a duration like "10s", "15m", "2h" or "1d", got "-1h"',
      'alerts.yaml:8:23: rules[1].no_data.after: expected a duration above zero, like "30m" (or no_data: off)',
      'alerts.yaml:12:14: rules[2].no_data: expected "off" or { after: DURATION }',
    ]);
    const { rules } = parseAlertRules('rules:\n  - { name: a, window: 5, condition: { rate_above: { alert: 0.1 } }, no_data: off }\n  - { name: b, window: 5, condition: { rate_above: { alert: 0.1 } }, no_data: false }\n  - { name: c, window: 5, condition: { rate_above: { alert: 0.1 } }, no_data: { after: 90s } }\n', 'alerts.yaml');
    expect(rules.map((r) => r.noDataAfterMs)).toEqual([null, null, 90_000]);
  });

  it('a rule may name one sink without a list', () => {
    const { rules } = parseAlertRules('rules:\n  - { name: a, window: 5, condition: { rate_above: { alert: 0.1 } }, sinks: ops }\nsinks:\n  - { type: log, name: ops }\n', 'alerts.yaml');
    expect(rules[0]!.sinks).toEqual(['ops']);
  });
});
