/**
 * An e-mail message without what it quotes: ticket threads from e-mail channels carry the whole
 * earlier conversation under "On Mon, 3 Feb 2026, Support wrote:" or "-----Original Message-----",
 * lines starting with ">", and a signature after "-- ". Left in, the customer's request would lean
 * on text the case cannot show, and the agent's question would be buried in the customer's words.
 * Cut at the first such marker, as long as something is left before it.
 */
export function withoutQuotedReply(text: string): string {
  const lines = text.split(/\r?\n/u);
  const cut = lines.findIndex((line, i) => i > 0 && (MARKERS.some((re) => re.test(line)) || headerBlockAt(lines, i)));
  const kept = (cut < 0 ? lines : lines.slice(0, cut)).filter((line) => !/^\s*>/u.test(line));
  const result = kept.join('\n').trim();
  return result === '' ? text : result;
}

const MARKERS: readonly RegExp[] = [
  /^\s*on .{1,200} wrote:\s*$/iu,
  /^\s*am .{1,200} schrieb .{1,200}:\s*$/iu,
  /^\s*el .{1,200} escribi[óo]:\s*$/iu,
  /^\s*le .{1,200} a [ée]crit\s?:\s*$/iu,
  /^\s*il giorno .{1,200} ha scritto:\s*$/iu,
  /^\s*-{2,}\s*(?:original message|urspr[üu]ngliche nachricht|mensaje original|message d'origine|messaggio originale)\s*-{2,}\s*$/iu,
  /^-- $/u,
];

/** An Outlook-style quoted header: "From: …" with "Sent:", "Date:" or "Subject:" (or theirs in de/es/fr/it) just below. */
function headerBlockAt(lines: readonly string[], i: number): boolean {
  if (!/^\s*(?:from|von|de|da):\s.+$/iu.test(lines[i]!)) return false;
  return lines.slice(i + 1, i + 4).some((l) => /^\s*(?:sent|date|subject|gesendet|datum|betreff|enviado|fecha|asunto|envoy[ée]|objet|inviato|data|oggetto):\s/iu.test(l));
}
