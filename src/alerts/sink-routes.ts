import type { AlertRule } from './alert-rule.js';
import type { AlertEvent } from './alert-types.js';
import type { SinkConfig } from './sink-config.js';

/**
 * Routing from a rules file: an event goes to the sinks its rule names (`sinks: [name]`), or to
 * every sink when the rule names none. Sinks are indexed as the file lists them.
 */
export function sinkRoutes(rules: readonly AlertRule[], sinks: readonly SinkConfig[]): (event: AlertEvent, sinkIndex: number) => boolean {
  const named = new Map(rules.map((r) => [r.name, r.sinks === null ? null : new Set(r.sinks)]));
  return (event, sinkIndex) => {
    const wanted = named.get(event.rule);
    if (wanted === undefined || wanted === null) return true;
    const name = sinks[sinkIndex]?.name;
    return name !== undefined && wanted.has(name);
  };
}
