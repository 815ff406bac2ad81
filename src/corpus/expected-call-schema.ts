import { z } from 'zod';
import { parseConstraint } from './arg-constraint.js';

/**
 * One call a case expects (act) or allows (abstain): the tool, constraints on the arguments
 * that matter (unlisted arguments are free), and how many times. Without `count`, `min` or
 * `max` it means "at least once", like a name in `expected_tools`.
 */
export const ExpectedCallSchema = z
  .strictObject({
    tool: z.string().min(1),
    args: z.record(z.string(), z.unknown()).default({}),
    count: z.number().int().min(0).optional(),
    min: z.number().int().min(0).optional(),
    max: z.number().int().min(0).optional(),
  })
  .superRefine((call, ctx) => {
    for (const [name, raw] of Object.entries(call.args)) {
      const parsed = parseConstraint(raw, ['args', name]);
      if ('message' in parsed) ctx.addIssue({ code: 'custom', path: parsed.path, message: parsed.message });
    }
    if (call.count !== undefined && (call.min !== undefined || call.max !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'give either count, or min and/or max' });
    }
    if (call.min !== undefined && call.max !== undefined && call.min > call.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: `min ${call.min} is above max ${call.max}` });
    }
  });

export type ExpectedCall = z.infer<typeof ExpectedCallSchema>;

/** The bounds an entry states: `count: n` is min = max = n; nothing stated is "at least once". */
export function callBounds(call: ExpectedCall): { min: number; max: number } {
  if (call.count !== undefined) return { min: call.count, max: call.count };
  return { min: call.min ?? (call.max === 0 ? 0 : 1), max: call.max ?? Number.POSITIVE_INFINITY };
}
