/**
 * Heading anchors and links of the repo's Markdown as GitHub renders them, for the tests that check
 * README.md and docs/*.md point where they say (issue 17: the reference moved under docs/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cli.js';

/** README.md and every docs/*.md, as repo-relative paths. */
export function markdownFiles(): string[] {
  return ['README.md', ...readdirSync(join(REPO_ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

/** Lines outside fenced code blocks: a `#` or `[x](y)` inside a fence is code, not Markdown. */
export function proseLines(markdown: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, i) => {
    const m = /^\s*(```|~~~)/.exec(text);
    if (m) fence = fence === undefined ? m[1] : fence === m[1] ? undefined : fence;
    else if (fence === undefined) out.push({ line: i + 1, text });
  });
  return out;
}

/** GitHub's slug: lower case, punctuation dropped except `-` and `_`, each space a `-`. */
export function githubSlug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a file's headings get, a repeated heading numbered `-1`, `-2` as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const m = /^#{1,6} (.+?)\s*$/.exec(text);
    if (!m) continue;
    const slug = githubSlug(m[1]!);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Inline links and images `[text](target)` in prose, with inline code spans left out. */
export function linksOf(markdown: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  for (const { line, text } of proseLines(markdown)) {
    // A code span is blanked, not removed: `[`forbear score`](#forbear-score)` keeps its brackets.
    const prose = text.replace(/(`+)[\s\S]*?\1/g, (code) => ' '.repeat(code.length));
    for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) out.push({ line, target: m[1]! });
  }
  return out;
}
