import type { ServeAlerts } from '../serve/alerts-host.js';
import type { SinkDeps } from '../alerts/sinks/sink-deps.js';
import { UsageError } from './exit-code.js';

/** Builds the alert engine and its sinks from `--alerts FILE`; a problem with the file is a UsageError. */
export type AlertingLoader = (path: string, deps: SinkDeps) => Promise<Pick<ServeAlerts, 'evaluator' | 'sinks'>>;

/**
 * ────────────────────────────────────────────────────────────────────────────────────────────
 * LEAD: fill after merging the engine branch (issue7-2). The rules-file loader and the engine
 * live there; with them this becomes, roughly:
 *
 *   const rules = loadRulesFile(path);                         // zod-validated, findings → UsageError
 *   const evaluator = new AlertEngine(rules);                   // implements AlertEvaluator
 *   const sinks = createSinks(rules.sinks, deps);               // src/alerts/sinks/create-sinks.ts
 *   return { evaluator, sinks };                                // SinkSetupError → UsageError
 *
 * Until then `--alerts` is refused with a usage error; `forbear serve` without it is unaffected.
 * ────────────────────────────────────────────────────────────────────────────────────────────
 */
export const loadAlerting: AlertingLoader = (path) => Promise.reject(new UsageError(`--alerts ${path}: the alert rules engine is not part of this build yet`));
