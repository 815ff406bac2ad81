/**
 * A first guess at the scenario from the human's reply, for the reviewer to confirm or correct.
 * Names follow the sample corpus (AgentAbstain's scenario types). First match wins, so the most
 * specific shapes come first; nothing matching leaves `unspecified`.
 */
const GUESSES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:locked|closed) (?:accounting |financial |billing )?period\b|\bperiod (?:is|has been|was) (?:already )?(?:closed|locked)\b|\bbooks (?:are|have been) closed\b/iu, 'high_stakes_action'],
  [/\b(?:different|another|other) (?:account|customer|order|card|address|name)\b|\bdo(?:es)?(?:n't| not) match\b|\bmismatch|\bdisagree|\bconflict|\bon file (?:says|shows|is)\b|\bbut (?:our|the) records?\b|\bbut the \w+ you (?:asked for|requested)\b/iu, 'conflicting_evidence'],
  [/\bwhich (?:one|of|order|account|plan|address|card|item|subscription|invoice)\b|\beither\b/iu, 'ambiguous_action_specification'],
  [/\b(?:error|unavailable|is down|could(?:n't| not) (?:check|reach|load|confirm)|failed|not responding)\b/iu, 'critical_tool_failure'],
  [/\b(?:number|id|identifier|reference|unit|postcode|zip|amount|missing|which)\b/iu, 'missing_critical_parameter'],
];

export function guessScenario(reply: string): string {
  for (const [re, scenario] of GUESSES) if (re.test(reply)) return scenario;
  return 'unspecified';
}
