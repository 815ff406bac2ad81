/**
 * How a user message is compared with a case's user_turn: Unicode NFKC, case folding,
 * whitespace collapsed. Nothing else, so that two genuinely different requests never collide.
 */
export function normalizeUserText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
