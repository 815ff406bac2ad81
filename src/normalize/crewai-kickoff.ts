import type { RawSpan } from '../model/raw-span.js';
import { jsonValue } from './attr.js';

/** CrewAI's placeholders: `{name}` of a letter or underscore then word characters (JSON braces stay). */
const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;

/**
 * The request a CrewAI crew was given, from OpenInference's `Crew.kickoff` span: its first task's
 * description with the kickoff inputs put in, as CrewAI does (`interpolate_only`). The agent's
 * model sees it only wrapped in CrewAI's task prompt ("Current Task: … This is the expected
 * criteria for your final answer: …"), and the kickoff's `input.value` is the inputs object under
 * whatever names the crew chose. Undefined when the span is no kickoff, or a placeholder's value
 * is not plain text or a number (Python's `str()` of a dict is not reproduced).
 */
export function crewKickoffRequest(a: RawSpan['attributes']): string | undefined {
  const tasks = typeof a['crew_tasks'] === 'string' ? jsonValue(a['crew_tasks']) : undefined;
  if (!Array.isArray(tasks) || tasks.length === 0) return undefined;
  const description = (tasks[0] as { description?: unknown }).description;
  if (typeof description !== 'string' || description.trim() === '') return undefined;
  const raw = a['crew_inputs'];
  const inputs = typeof raw === 'string' && raw !== '' ? jsonValue(raw) : {};
  if (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs)) return undefined;
  let unreadable = false;
  const text = description.replace(PLACEHOLDER, (whole, name: string) => {
    const v = (inputs as Record<string, unknown>)[name];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    unreadable = true;
    return whole;
  });
  return unreadable ? undefined : text;
}
