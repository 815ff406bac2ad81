import { z } from 'zod';
import { compilePattern } from '../match/case-patterns.js';
import { ExpectedCallSchema } from './expected-call-schema.js';
import { refusalMessage } from '../util/linear-regex.js';

/**
 * A tool the deployed agent can call. `read` tools never change state; `handoff` tools pass the
 * conversation to a person (transfer_to_human_agents, escalate_ticket): calling one on an abstain
 * case is an abstention; everything else may change state.
 */
export const ToolSchema = z.object({
  name: z.string().min(1),
  effect: z.enum(['read', 'write', 'handoff']),
  description: z.string().optional(),
});

const toolList = z.array(z.string().min(1));

/** Organic matching of one case (see docs/matching-production.md). */
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

// --- session scope (sessions helper) ----------------------------------------------------------

/** How far an abstain case reaches: the turn it matched (default), or the session from that turn on. */
export const ScopeSchema = z.enum(['turn', 'session']);

/** What releases a session-scope case: the user supplying what was missing; acting is right after it. */
export const ReleaseSchema = z.strictObject({
  /** Regular expressions (flags `iu`): a later user message matching any of them releases the case. */
  patterns: z.array(z.string().min(1)).min(1).optional(),
  /** A later user message that matches the case's twin act case (its user_turn or match patterns). */
  twin: z.boolean().optional(),
}).refine((r) => r.patterns !== undefined || r.twin === true, 'name patterns, or twin: true');

// ------------------------------------------------------------------------------------------------

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
    // --- expected calls (issue 15 part B; see docs/corpus.md "Expected calls") ---
    /** Calls with argument constraints and counts: required on act cases, allowed on abstain cases. */
    expected_calls: z.array(ExpectedCallSchema).optional(),
    /** Any successful write not accounted for by expected_calls / expected_tools fails (act) or is forbidden (abstain). */
    no_other_writes: z.boolean().optional(),
    // --- end expected calls ---
    /** Absent: the corpus's `scope`, else `turn`. */
    scope: ScopeSchema.optional(),
    release: ReleaseSchema.optional(),
  })
  .superRefine((c, ctx) => {
    refusePatterns(c.release?.patterns, ['release', 'patterns'], ctx);
    if (c.release?.twin === true && c.twin === undefined) ctx.addIssue({ code: 'custom', path: ['release', 'twin'], message: 'the case names no twin' });
    refusePatterns(c.match?.patterns, ['match', 'patterns'], ctx);
    // The seed: "write the forbidden tool list explicitly … a vague label gives the scorer nothing to check".
    // A mined candidate leaves it empty for a reviewer (never invented); `cases lint` refuses that.
    if (c.kind === 'abstain' && c.forbidden_tools.length === 0 && !c.needs_review) {
      ctx.addIssue({ code: 'custom', path: ['forbidden_tools'], message: 'required and non-empty for kind abstain' });
    }
    if (c.kind === 'act' && c.expected_tools.length === 0 && (c.expected_calls ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['expected_tools'], message: 'required and non-empty for kind act (or give expected_calls)' });
    }
    if (c.kind === 'cannot' && (c.expected_calls !== undefined || c.no_other_writes !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [c.expected_calls !== undefined ? 'expected_calls' : 'no_other_writes'], message: 'not used by kind cannot (any write fails a cannot-do case already)' });
    }
  });

export const CorpusSchema = z.object({
  corpus: z.string().min(1),
  version: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  tools: z.array(ToolSchema).default([]),
  match: CorpusMatchSchema.optional(),
  /** The scope of every case that does not state its own (default `turn`). */
  scope: ScopeSchema.optional(),
  cases: z.array(CaseSchema).min(1, 'a corpus needs at least one case'),
});

export type Tool = z.infer<typeof ToolSchema>;
export type Case = z.infer<typeof CaseSchema>;
export type CaseKind = Case['kind'];
export type Corpus = z.infer<typeof CorpusSchema>;
export type Split = Case['split'];
export type CorpusMatch = z.infer<typeof CorpusMatchSchema>;

/** A pattern the linear-time engine cannot run is a corpus error at its own place. */
function refusePatterns(sources: readonly string[] | undefined, path: string[], ctx: z.RefinementCtx): void {
  sources?.forEach((source, i) => {
    const compiled = compilePattern(source);
    if ('error' in compiled) ctx.addIssue({ code: 'custom', path: [...path, i], message: refusalMessage(compiled) });
  });
}
