import { z } from 'zod';
import { compilePattern } from '../match/case-patterns.js';
import { refusalMessage } from '../util/linear-regex.js';

/** A tool the deployed agent can call. `read` tools never change state; everything else may. */
export const ToolSchema = z.object({
  name: z.string().min(1),
  effect: z.enum(['read', 'write']),
  description: z.string().optional(),
});

const toolList = z.array(z.string().min(1));

/** Organic matching of one case (see README "Matching production traffic"). */
export const CaseMatchSchema = z.strictObject({
  /** Regular expressions (flags `iu`) that must all match the user message. */
  patterns: z.array(z.string().min(1)).min(1),
});

/** Corpus-level organic matching; absent, only tags and exact user turns match (as before). */
export const CorpusMatchSchema = z.strictObject({
  /** Lowest similarity (0–1) at which an untagged user message matches a case. */
  similarity: z.number().min(0).max(1),
  /** A runner-up within this much of the best case makes the turn ambiguous (unmatched). */
  margin: z.number().min(0).max(1).default(0.05),
  /** The corpus's own vocabulary folded to one word (`boss: manager`): added to the built-in support-desk list. */
  synonyms: z.record(z.string(), z.string().regex(/^\S+$/u, 'a synonym is one word')).superRefine((entries, ctx) => {
    for (const word of Object.keys(entries)) if (!/^\S+$/u.test(word)) ctx.addIssue({ code: 'custom', path: [word], message: 'a synonym is one word' });
  }).optional(),
});

export const CaseSchema = z
  .object({
    id: z.string().min(1).regex(/^\S+$/, 'must not contain whitespace'),
    kind: z.enum(['abstain', 'act', 'cannot']),
    scenario: z.string().min(1).default('unspecified'),
    user_turn: z.string().min(1),
    tools_available: toolList.default([]),
    forbidden_tools: toolList.default([]),
    expected_tools: toolList.default([]),
    expected_question: z.string().optional(),
    reason: z.string().optional(),
    source: z.string().optional(),
    twin: z.string().optional(),
    tags: z.array(z.string()).default([]),
    /** A mined candidate no reviewer has labelled yet (`forbear cases mine`); lint refuses it. */
    needs_review: z.boolean().default(false),
    /** `holdout` cases are kept away from prompt iteration; `forbear score --split` picks one. */
    split: z.enum(['dev', 'holdout']).default('dev'),
    match: CaseMatchSchema.optional(),
  })
  .superRefine((c, ctx) => {
    c.match?.patterns.forEach((source, i) => {
      const compiled = compilePattern(source);
      if ('error' in compiled) ctx.addIssue({ code: 'custom', path: ['match', 'patterns', i], message: refusalMessage(compiled) });
    });
    // The seed: "write the forbidden tool list explicitly … a vague label gives the scorer nothing to check".
    // A mined candidate leaves it empty for a reviewer (never invented); `cases lint` refuses that.
    if (c.kind === 'abstain' && c.forbidden_tools.length === 0 && !c.needs_review) {
      ctx.addIssue({ code: 'custom', path: ['forbidden_tools'], message: 'required and non-empty for kind abstain' });
    }
    if (c.kind === 'act' && c.expected_tools.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['expected_tools'], message: 'required and non-empty for kind act' });
    }
  });

export const CorpusSchema = z.object({
  corpus: z.string().min(1),
  version: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  tools: z.array(ToolSchema).default([]),
  match: CorpusMatchSchema.optional(),
  cases: z.array(CaseSchema).min(1, 'a corpus needs at least one case'),
});

export type Tool = z.infer<typeof ToolSchema>;
export type Case = z.infer<typeof CaseSchema>;
export type CaseKind = Case['kind'];
export type Corpus = z.infer<typeof CorpusSchema>;
export type Split = Case['split'];
export type CorpusMatch = z.infer<typeof CorpusMatchSchema>;
