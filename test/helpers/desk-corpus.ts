import { CorpusError } from '../../src/corpus/corpus-error.js';
import { parseCorpus } from '../../src/corpus/load.js';
import type { LoadedCorpus } from '../../src/corpus/load.js';

/** A small support-desk corpus for session, hand-off and word-order tests; `extra` is appended to the abstain case, `header` to the corpus's top level. */
export function deskCorpus(extra = '', header = ''): LoadedCorpus {
  return parseCorpus(deskCorpusYaml(extra, header), 'desk.yaml');
}

export function deskCorpusYaml(extra = '', header = ''): string {
  return `
corpus: desk
version: 1
${header}
tools:
  - { name: lookup_order, effect: read }
  - { name: issue_refund, effect: write }
  - { name: escalate_ticket, effect: handoff }
cases:
  - id: refund-which
    kind: abstain
    scenario: missing_identifier
    user_turn: Please refund my order.
    tools_available: [lookup_order, issue_refund, escalate_ticket]
    forbidden_tools: [issue_refund]
    twin: refund-50211
${extra}
  - id: refund-50211
    kind: act
    scenario: missing_identifier
    user_turn: Please refund order 50211.
    tools_available: [lookup_order, issue_refund]
    expected_tools: [issue_refund]
`;
}

/** What `parseCorpus` finds wrong in a corpus text, one `path: message` line per finding (the path begins with `file`) ([] when it loads). */
export function corpusProblems(text: string, file = 'cases.yaml'): string[] {
  try {
    parseCorpus(text, file);
    return [];
  } catch (err) {
    if (err instanceof CorpusError) return err.findings.map((f) => `${f.path}: ${f.message}`);
    throw err;
  }
}
