import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { anchorsOf, githubSlug, linksOf, markdownFiles } from '../helpers/markdown-anchors.js';

/**
 * Issue 17: the README keeps the first hour and each command's reference lives under docs/. A
 * reader clicking any link in README.md or docs/*.md — on GitHub or in the installed package —
 * lands on a file that exists and, for `#anchor`, on a heading that is there.
 */
const read = (rel: string): string => readFileSync(join(REPO_ROOT, rel), 'utf8');

function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const { line, target } of linksOf(read(file))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: — not the repo's to check
    const [path, anchor] = target.split('#', 2) as [string, string | undefined];
    const dest = path === '' ? join(REPO_ROOT, file) : resolve(REPO_ROOT, dirname(file), decodeURI(path));
    const where = `${file}:${line}: ${target}`;
    if (relative(REPO_ROOT, dest).startsWith('..')) broken.push(`${where} leaves the repository`);
    else if (!existsSync(dest)) broken.push(`${where}: no such file`);
    else if (anchor !== undefined && dest.endsWith('.md') && !anchorsOf(readFileSync(dest, 'utf8')).has(anchor)) broken.push(`${where}: no such heading`);
  }
  return broken;
}

describe('README.md and docs/*.md links', () => {
  it('computes anchors as GitHub does, numbering repeated headings', () => {
    expect(githubSlug('Run history: `--store`, `forbear runs`, `forbear report`')).toBe('run-history---store-forbear-runs-forbear-report');
    expect(githubSlug('Expected calls: arguments, counts, `no_other_writes`')).toBe('expected-calls-arguments-counts-no_other_writes');
    expect([...anchorsOf('# A\n```\n# not a heading\n```\n## A\n### A!\n')]).toEqual(['a', 'a-1', 'a-2']);
  });

  it('the reference pages exist and the README links every one of them', () => {
    const pages = markdownFiles().filter((f) => f.startsWith('docs/'));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const fromReadme = new Set(linksOf(read('README.md')).map((l) => l.target.split('#')[0]));
    expect(pages.filter((p) => !fromReadme.has(p))).toEqual([]);
  });

  it('every relative link and #anchor resolves', () => {
    expect(markdownFiles().flatMap(brokenLinks)).toEqual([]);
  });

  it('a link to a heading that is not there is caught (the check is not vacuous)', () => {
    const links = markdownFiles().flatMap((f) => linksOf(read(f)));
    expect(links.filter((l) => l.target.includes('#')).length).toBeGreaterThan(50);
    expect(anchorsOf(read('docs/score.md')).has('forbear-score')).toBe(true);
    expect(anchorsOf(read('docs/score.md')).has('forbear-serve')).toBe(false);
  });

  it('the Grafana dashboard and the alert rules link to runbook headings that exist', () => {
    // Each link is the placeholder base, a page of the repo and a heading of that page.
    const links = [...`${read('collector-config/grafana-dashboard.json')}${read('collector-config/prometheus-alerts.yaml')}`.matchAll(/https:\/\/runbooks\.example\/forbear\/([\w./-]+\.md)#([\w-]+)/g)];
    expect(links.length).toBeGreaterThanOrEqual(10);
    const broken = links.filter(([, page, anchor]) => !existsSync(join(REPO_ROOT, page!)) || !anchorsOf(read(page!)).has(anchor!)).map((m) => m[0]);
    expect(broken).toEqual([]);
  });

  it('docs/ ships in the package, so the links work after npm install too', () => {
    const { files } = JSON.parse(read('package.json')) as { files: string[] };
    expect(files).toContain('docs');
    expect(files).toContain('README.md');
  });
});
