/** Number and text formatting shared by the renderers. */

export const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;
export const ciText = ([lo, hi]: [number, number]): string => `[${(lo * 100).toFixed(1)}, ${(hi * 100).toFixed(1)}]`;
export const pad = (s: string, n: number): string => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));

/** One line, at most n characters. */
export function clip(s: string, n: number): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
}

/**
 * Text safe inside XML and HTML, attributes included. Control characters other than tab and
 * newline are not allowed in XML 1.0 at all, even escaped, so they become U+FFFD.
 */
export function escapeXml(s: string): string {
  return s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export const labelsText = (labels: Record<string, string>): string => Object.entries(labels).map(([k, v]) => `${k}=${v}`).join(', ');
