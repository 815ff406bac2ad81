import { z } from 'zod';
import { parseDuration } from '../config/duration.js';
import { SinkConfigSchema } from './sink-config.js';
import { GROUP_DIMENSIONS } from './alert-types.js';
import type { GroupDimension } from './alert-types.js';
import { RULE_DEFAULTS } from './alert-rule.js';
import type { AlertCondition, AlertRule, LevelThresholds, WindowSpec } from './alert-rule.js';

const DIMENSIONS = Object.keys(GROUP_DIMENSIONS) as [GroupDimension, ...GroupDimension[]];

/** `50` = the last 50 abstain turns; `"15m"` = the turns of the last 15 minutes. */
const windowSpec = z.union([z.number(), z.string()], { error: 'expected a number of turns (e.g. 50) or a time span like "15m"' })
  .transform((raw, ctx): WindowSpec => {
    if (typeof raw === 'number' || /^\d+$/.test(raw.trim())) {
      const n = Number(raw);
      if (Number.isInteger(n) && n > 0) return { kind: 'count', n };
    } else {
      const ms = parseDuration(raw);
      if (ms !== undefined && ms > 0) return { kind: 'time', ms };
    }
    ctx.addIssue({ code: 'custom', message: `expected a number of turns (e.g. 50) or a time span like "15m", got "${String(raw)}"` });
    return z.NEVER;
  });

const duration = z.union([z.string(), z.number()], { error: 'expected a duration like "30m"' }).transform((raw, ctx) => {
  const v = String(raw).trim();
  const ms = v === '0' ? 0 : parseDuration(v);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a duration like "10s", "15m", "2h" or "1d", got "${v}"` });
    return z.NEVER;
  }
  return ms;
});

/** A duration above zero (`no_data.after`: silence of 0 ms would be reported at once). */
const positiveDuration = duration.refine((ms) => ms > 0, { message: 'expected a duration above zero, like "30m" (or no_data: off)' });

const positiveInt = (what: string) => z.number({ error: `expected a positive whole number (${what})` })
  .int({ error: `expected a positive whole number (${what})` }).positive({ error: `expected a positive whole number (${what})` });

const rate = z.number({ error: 'expected a rate between 0 and 1' }).min(0, { error: 'expected a rate between 0 and 1' }).max(1, { error: 'expected a rate between 0 and 1' });
const confidence = z.number({ error: 'expected a number between 0.5 and 1' })
  .min(0.5, { error: 'expected a number between 0.5 and 1' }).lt(1, { error: 'expected a number between 0.5 and 1' });

/** `{ warning: x, alert: y }`: at least one, and alert at least as strict as warning. */
function levels(value: z.ZodNumber, stricter: 'higher') {
  return z.strictObject({ warning: value.optional(), alert: value.optional() })
    .check((ctx) => {
      const { warning, alert } = ctx.value;
      if (warning === undefined && alert === undefined) ctx.issues.push({ code: 'custom', message: 'give a warning or an alert level (or both)', input: ctx.value });
      else if (warning !== undefined && alert !== undefined && stricter === 'higher' && alert < warning) {
        ctx.issues.push({ code: 'custom', message: `alert (${alert}) must be at least warning (${warning})`, path: ['alert'], input: ctx.value });
      }
    });
}

const stringList = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], { error: 'expected a value or a list of values' })
  .transform((v) => (Array.isArray(v) ? v : [v]));

const conditionSchema = z.strictObject({
  rate_above: levels(rate, 'higher').optional(),
  spike: z.strictObject({
    baseline: windowSpec,
    min_baseline_turns: positiveInt('baseline abstain turns'),
    confidence: levels(confidence, 'higher'),
  }).optional(),
  any_forced: z.strictObject({
    scenarios: stringList.optional(),
    level: z.enum(['warning', 'alert']).default('alert'),
  }).optional(),
}).check((ctx) => {
  const given = Object.entries(ctx.value).filter(([, v]) => v !== undefined).map(([k]) => k);
  if (given.length !== 1) {
    ctx.issues.push({ code: 'custom', message: `expected exactly one of rate_above, spike, any_forced${given.length > 1 ? ` (got ${given.join(', ')})` : ''}`, input: ctx.value });
  }
});

export const RuleSchema = z.strictObject({
  name: z.string({ error: 'expected a rule name' }).min(1, { error: 'expected a rule name' }),
  window: windowSpec,
  min_abstain_turns: positiveInt('abstain turns').default(RULE_DEFAULTS.min_abstain_turns),
  // `group_by: model` is read as `[model]`.
  group_by: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.enum(DIMENSIONS, { error: `expected one of ${DIMENSIONS.join(', ')}` }))).default([]),
  where: z.partialRecord(z.enum(DIMENSIONS, { error: `expected one of ${DIMENSIONS.join(', ')}` }), stringList).default({}),
  condition: conditionSchema,
  cooldown: duration.prefault(RULE_DEFAULTS.cooldown),
  // `off` (or false) is read as `{ after: null }`, so a bad `after` is reported at its own place.
  no_data: z.preprocess((v) => (v === 'off' || v === false ? { after: null } : v), z.strictObject({
    after: positiveDuration.nullable(),
  }, { error: 'expected "off" or { after: DURATION }' })).prefault({ after: RULE_DEFAULTS.no_data_after }),
  // `sinks: ops` is read as `[ops]`.
  sinks: stringList.optional(),
});

export const RulesFileSchema = z.strictObject({
  rules: z.array(RuleSchema, { error: 'expected a list of rules' }).min(1, { error: 'expected at least one rule' }),
  sinks: z.array(SinkConfigSchema).default([]),
});

type RuleInput = z.output<typeof RuleSchema>;

/** The validated YAML shape → the engine's rule. */
export function toAlertRule(r: RuleInput): AlertRule {
  return {
    name: r.name,
    window: r.window,
    minAbstainTurns: r.min_abstain_turns,
    groupBy: [...new Set(r.group_by)],
    where: r.where,
    condition: toCondition(r.condition),
    cooldownMs: r.cooldown,
    noDataAfterMs: r.no_data.after,
    sinks: r.sinks ?? null,
  };
}

function toCondition(c: RuleInput['condition']): AlertCondition {
  if (c.rate_above) return { type: 'rate_above', thresholds: clean(c.rate_above) };
  if (c.spike) return { type: 'spike', baseline: c.spike.baseline, minBaselineTurns: c.spike.min_baseline_turns, confidence: clean(c.spike.confidence) };
  const a = c.any_forced!;
  return { type: 'any_forced', scenarios: a.scenarios ?? null, level: a.level };
}

function clean(l: { warning?: number | undefined; alert?: number | undefined }): LevelThresholds {
  const out: LevelThresholds = {};
  if (l.warning !== undefined) out.warning = l.warning;
  if (l.alert !== undefined) out.alert = l.alert;
  return out;
}
