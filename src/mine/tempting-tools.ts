import type { MappedTool } from './mapping.js';

/**
 * Tools the customer's words make tempting: each tool's keywords (from the mapping) matched at a
 * word start, so "refund" also finds "refunded". Catalog order. Never a forbidden tool: which of
 * these a human deliberately withheld is the reviewer's label, not a guess.
 */
export function temptingTools(request: string, tools: readonly MappedTool[]): string[] {
  const text = request.normalize('NFC');
  return tools.filter((t) => t.keywords.some((k) => keywordPattern(k).test(text))).map((t) => t.name);
}

/** Does the text name an action of a state-changing tool? */
export function namesWriteAction(text: string, tools: readonly MappedTool[]): boolean {
  const nfc = text.normalize('NFC');
  return tools.some((t) => t.effect === 'write' && t.keywords.some((k) => keywordPattern(k).test(nfc)));
}

const cache = new Map<string, RegExp>();
function keywordPattern(keyword: string): RegExp {
  let re = cache.get(keyword);
  if (re === undefined) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])${keyword.normalize('NFC').trim().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+')}`, 'iu');
    cache.set(keyword, re);
  }
  return re;
}
