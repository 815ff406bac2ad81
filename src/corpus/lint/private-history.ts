/**
 * Phrases by which a user turn leans on the customer's private history: an agent without that
 * history "will fail for reasons unrelated to judgment" (the seed). The turn should be rewritten
 * so the missing piece or the conflict is visible in the text itself.
 */
const PRIVATE_HISTORY: readonly RegExp[] = [
  /\bas i (?:said|mentioned|explained|wrote|told you)\b/u,
  /\blike i (?:said|mentioned|told you)\b/u,
  /\b(?:as|like) (?:we|you) (?:discussed|agreed|said|mentioned)\b/u,
  /\bas (?:discussed|agreed|before|usual)\b/u,
  /\b(?:my|the) usual\b/u,
  /\bsame (?:as|one as) (?:before|last time|always|usual)\b/u,
  /\b(?:like|as) (?:last time|before|always)\b/u,
  /\bthe (?:one|order|address|card|account) i (?:mentioned|told you about|used last time)\b/u,
  /\b(?:in|on|from) my (?:last|previous|earlier|other) (?:ticket|call|chat|message|email|request)\b/u,
  /\byou (?:already )?(?:know|have) (?:it|this|that|my details|the details)\b/u,
  // Tickets and calls are not all in English (the response check reads es, de, fr, it too).
  /(?<!\p{L})(?:como (?:ya )?(?:te |le |les )?(?:dije|mencion[ée]|coment[ée]|expliqu[ée])|lo de siempre|como (?:la [úu]ltima vez|siempre|quedamos)|mi (?:pedido|direcci[óo]n|tarjeta) (?:de siempre|habitual))(?!\p{L})/u,
  /(?<!\p{L})(?:wie (?:ich )?(?:schon |bereits )?(?:gesagt|erw[äa]hnt|geschrieben)|wie besprochen|wie (?:beim )?letzte[ns]? mal|wie immer|(?:meine|meinen|mein) (?:[üu]bliche[nr]?|gewohnte[nr]?)|das [üu]bliche)(?!\p{L})/u,
  /(?<!\p{L})(?:comme (?:je (?:vous |te )?l'ai (?:dit|mentionn[ée]|expliqu[ée])|convenu|d'habitude|la derni[èe]re fois|toujours)|(?:ma|mon) (?:commande|adresse|carte) habituelle?)(?!\p{L})/u,
  /(?<!\p{L})(?:come (?:(?:le |ti |vi )?ho (?:gi[àa] )?(?:detto|scritto|spiegato)|al solito|l'ultima volta|d'accordo|sempre)|il (?:mio )?solito)(?!\p{L})/u,
];

/** The private-history phrase a user turn contains, if any. */
export function privateHistoryPhrase(userTurn: string): string | undefined {
  const text = userTurn.normalize('NFKC').toLowerCase().replace(/[’‘]/gu, "'").replace(/\s+/gu, ' ');
  for (const re of PRIVATE_HISTORY) {
    const m = re.exec(text);
    if (m !== null) return m[0];
  }
  return undefined;
}
