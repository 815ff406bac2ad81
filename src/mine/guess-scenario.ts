/**
 * A first guess at the scenario from the human's reply, for the reviewer to confirm or correct.
 * Names follow the sample corpus (AgentAbstain's scenario types). First match wins, so the most
 * specific shapes come first; nothing matching leaves `unspecified`.
 */
const GUESSES: readonly (readonly [RegExp, string])[] = [
  // Each shape in English, then in Spanish, German, French and Italian (the languages the response check reads).
  [/\b(?:locked|closed) (?:accounting |financial |billing )?period\b|\bperiod (?:is|has been|was) (?:already )?(?:closed|locked)\b|\bbooks (?:are|have been) closed\b/iu, 'high_stakes_action'],
  [word('per[ií]odo (?:contable )?cerrado|abgeschlossene[nr]? (?:buchungs)?periode|p[ée]riode (?:comptable )?(?:close|clôturée)|periodo (?:contabile )?chiuso'), 'high_stakes_action'],
  [/\b(?:different|another|other) (?:account|customer|order|card|address|name)\b|\bdo(?:es)?(?:n't| not) match\b|\bmismatch|\bdisagree|\bconflict|\bon file (?:says|shows|is)\b|\bbut (?:our|the) records?\b|\bbut the \w+ you (?:asked for|requested)\b/iu, 'conflicting_evidence'],
  [word('(?:otra|otro) (?:cuenta|cliente|pedido|tarjeta|direcci[óo]n)|no coincide[n]?|(?:anderes|andere|anderen) (?:konto|kunden?|bestellung|karte|adresse)|stimm(?:t|en) nicht [üu]berein|(?:autre|un autre) (?:compte|client|commande|carte|adresse)|ne correspond(?:ent)? pas|(?:altro|altra|un altro|un\'altra) (?:account|conto|cliente|ordine|carta|indirizzo)|non corrisponde'), 'conflicting_evidence'],
  [/\bwhich (?:one|of|order|account|plan|address|card|item|subscription|invoice)\b|\beither\b/iu, 'ambiguous_action_specification'],
  [word('cu[áa]l(?:es)? de|welche[nrs]?|quel(?:le)?s? (?:des|de)|lequel|laquelle|quale (?:dei|delle|di)'), 'ambiguous_action_specification'],
  [/\b(?:error|unavailable|is down|could(?:n't| not) (?:check|reach|load|confirm)|failed|not responding)\b/iu, 'critical_tool_failure'],
  [/\b(?:number|id|identifier|reference|unit|postcode|zip|amount|missing|which)\b/iu, 'missing_critical_parameter'],
  [word('n[úu]mero|nummer|num[ée]ro|numero|referencia|referenz|r[ée]f[ée]rence|riferimento|falta|fehlt|manque|manca'), 'missing_critical_parameter'],
];

/** A whole-word pattern: `\b` is ASCII-only in JavaScript, so letters are looked at directly. */
function word(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');
}

export function guessScenario(reply: string): string {
  for (const [re, scenario] of GUESSES) if (re.test(reply)) return scenario;
  return 'unspecified';
}
