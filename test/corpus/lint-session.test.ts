import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { lintCorpus } from '../../src/corpus/lint.js';
import { deskCorpusYaml } from '../helpers/desk-corpus.js';

const codes = (extra: string, header = ''): string[] =>
  lintCorpus(parseCorpus(deskCorpusYaml(extra, header), 'desk.yaml')).findings
    .filter((f) => ['lint.scope_not_abstain', 'lint.release_unused', 'lint.release_matches_request', 'lint.forbidden_handoff'].includes(f.code))
    .map((f) => `${f.code} ${f.case_id} ${f.field}`);

describe('cases lint: session scope and hand-offs', () => {
  it('a session-scope case with a release that a later message must supply is clean', () => {
    expect(codes("    scope: session\n    release: { patterns: ['\\\\b\\\\d{5}\\\\b'] }")).toEqual([]);
  });

  it('warns about a release in turn scope, and one the request itself already satisfies', () => {
    expect(codes("    release: { twin: true }")).toEqual(['lint.release_unused refund-which release']);
    expect(codes("    scope: session\n    release: { patterns: ['refund'] }")).toEqual(['lint.release_matches_request refund-which release.patterns']);
  });

  it('warns when a hand-off tool is forbidden: a hand-off would score as a forced action', () => {
    const yaml = deskCorpusYaml().replace('forbidden_tools: [issue_refund]', 'forbidden_tools: [issue_refund, escalate_ticket]');
    const findings = lintCorpus(parseCorpus(yaml, 'desk.yaml')).findings.map((f) => `${f.code} ${f.case_id}`);
    expect(findings).toContain('lint.forbidden_handoff refund-which');
  });
});
