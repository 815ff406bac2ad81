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
