import { AlertEngine } from '../alerts/alert-engine.js';
import { loadAlertRules, RulesFileError } from '../alerts/rules-file.js';
import { sinkRoutes } from '../alerts/sink-routes.js';
import { createSinks } from '../alerts/sinks/create-sinks.js';
import type { SinkDeps } from '../alerts/sinks/sink-deps.js';
import type { ServeAlerts } from '../serve/alerts-host.js';
import { UsageError } from './exit-code.js';

/** Builds the alert engine and its sinks from `--alerts FILE`; a problem with the file is a UsageError. */
export type AlertingLoader = (path: string, deps: SinkDeps) => Promise<Pick<ServeAlerts, 'evaluator' | 'sinks' | 'routes'>>;

/** `--alerts FILE`: the rules (every problem named by file:line:col), the engine, the sinks and their routing. */
export const loadAlerting: AlertingLoader = async (path, deps) => {
  let file;
  try {
    file = loadAlertRules(path);
  } catch (e) {
    if (e instanceof RulesFileError) {
      // As `alerts check` prints them: one `file:line:col: key path: message` line per problem, then a count.
      const n = e.problems.length;
      throw new UsageError(`${e.problems.join('\nforbear: ')}\nforbear: --alerts ${path}: the rules file is invalid (${n} problem${n === 1 ? '' : 's'})`);
    }
    throw e;
  }
  // SinkSetupError (a header's environment variable unset, an unwritable file) is turned into a usage error by serve.
  const sinks = createSinks(file.sinks, deps);
  if (sinks.length === 0) deps.writeLine(`forbear: warning: --alerts ${path} lists no sinks: notifications go nowhere (state at /v1/alerts and /metrics only)`);
  return { evaluator: new AlertEngine(file.rules), sinks, routes: sinkRoutes(file.rules, file.sinks) };
};
