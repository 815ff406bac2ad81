/**
 * A message body as plain text. Help desks export bodies as HTML (Intercom `body`, Zendesk
 * `html_body`): tags are dropped (a block tag or `<br>` becomes a line break, so sentences stay
 * apart) and the common entities decoded. Text with no tag is returned as it was, so a customer's
 * "<3" or "a < b" is untouched.
 */
export function plainText(text: string): string {
  if (!TAG.test(text)) return text;
  return text
    .replace(/<(?:script|style)\b[\s\S]*?<\/(?:script|style)>/giu, ' ')
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|blockquote)>/giu, '\n')
    .replace(/<[^>]*>/gu, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, e: string) => decode(e) ?? whole)
    .replace(/[ \t\u00a0]+/gu, ' ')
    .replace(/ *\n[\s]*/gu, '\n')
    .trim();
}

const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/iu;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', hellip: '…', ndash: '–', mdash: '—', euro: '€', pound: '£' };

function decode(entity: string): string | undefined {
  if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
  if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
  return NAMED[entity.toLowerCase()];
}
