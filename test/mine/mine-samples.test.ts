import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { lintCorpus } from '../../src/corpus/lint.js';
import { candidateCorpusYaml } from '../../src/mine/candidate-corpus.js';
import { loadMapping } from '../../src/mine/mapping.js';
import { mineCases } from '../../src/mine/mine.js';
import type { MineOptions } from '../../src/mine/mine.js';
import type { Finding } from '../../src/model/finding.js';
import { CALL_DROP_REASONS } from '../../src/mine/screen-call.js';
import { TICKET_DROP_REASONS } from '../../src/mine/screen-ticket.js';
import { SAMPLES_DIR } from '../helpers/index.js';

const DIR = join(SAMPLES_DIR, 'mining');
const mapping = await loadMapping(join(DIR, 'mapping.yaml'));

async function mine(opts: Partial<MineOptions>) {
  const findings: Finding[] = [];
  const report = await mineCases({ mapping, tickets: [], transcripts: [], onFinding: (f) => findings.push(f), ...opts });
  return { report, findings };
}

describe('cases mine on samples/mining', () => {
  it('the JSON-lines and the CSV export give the same candidates', async () => {
    const jsonl = await mine({ tickets: [join(DIR, 'tickets.jsonl')] });
    const csv = await mine({ tickets: [join(DIR, 'tickets.csv')] });
    expect(csv.report.candidates.length).toBeGreaterThan(0);
    const strip = (r: typeof jsonl.report) => r.candidates;
    expect(strip(csv.report)).toEqual(strip(jsonl.report));
    expect(csv.report.tickets.dropped).toEqual(jsonl.report.tickets.dropped);
  });

  it('exercises every ticket and call rule, and counts what it could not read', async () => {
    const { report, findings } = await mine({ tickets: [join(DIR, 'tickets.jsonl')], transcripts: [join(DIR, 'transcripts.jsonl')] });
    for (const reason of TICKET_DROP_REASONS) expect(report.tickets.dropped[reason], reason).toBeGreaterThan(0);
    for (const reason of CALL_DROP_REASONS) expect(report.transcripts.dropped[reason], reason).toBeGreaterThan(0);
    expect(report.transcripts.answers).toEqual({ question: 1, hold: 1, escalation: 1 });
    expect(report.tickets.high_value).toBeGreaterThan(0);
    expect(report.tickets.screened).toBe(report.tickets.kept + Object.values(report.tickets.dropped).reduce((a, b) => a + b, 0));
    expect(report.skipped_records).toBe(2);
    expect(findings.map((f) => f.path)).toEqual([join(DIR, 'tickets.jsonl:13'), join(DIR, 'transcripts.jsonl:14')]);
  });

  it('screens a ticket once when two exports hold it', async () => {
    const { report } = await mine({ tickets: [join(DIR, 'tickets.jsonl'), join(DIR, 'tickets.csv')] });
    const once = await mine({ tickets: [join(DIR, 'tickets.jsonl')] });
    expect(report.candidates).toEqual(once.report.candidates);
    expect(report.duplicate_records).toBe(once.report.tickets.screened);
  });

  it('writes a corpus that loads, never with a forbidden tool, and that lint refuses until reviewed', async () => {
    const { report } = await mine({ tickets: [join(DIR, 'tickets.jsonl')], transcripts: [join(DIR, 'transcripts.jsonl')] });
    const loaded = parseCorpus(candidateCorpusYaml(mapping, report.candidates), 'candidates.yaml');
    expect(loaded.corpus.cases.length).toBe(report.candidates.length);
    for (const c of loaded.corpus.cases) {
      expect(c.forbidden_tools).toEqual([]);
      expect(c.needs_review).toBe(true);
      expect(c.source).toMatch(/^(ticket|call):/);
    }
    const codes = new Set(lintCorpus(loaded).findings.filter((f) => f.severity === 'error').map((f) => f.code));
    expect([...codes]).toEqual(expect.arrayContaining(['lint.needs_review', 'lint.forbidden_empty', 'lint.reason_missing', 'lint.twin_missing']));
  });

  it('the one-row-per-message help-desk sample: one candidate in German, the closing notice ignored, nothing unread', async () => {
    const findings: Finding[] = [];
    const report = await mineCases({ mapping: await loadMapping(join(DIR, 'mapping-helpdesk.yaml')), tickets: [join(DIR, 'helpdesk-messages.csv')], transcripts: [], onFinding: (f) => findings.push(f) });
    expect(findings).toEqual([]);
    expect(report.candidates.map((c) => [c.source, c.scenario, c.tools_available, c.expected_question])).toEqual([[
      'ticket:HD-301', 'ambiguous_action_specification', ['lookup_order', 'cancel_order'],
      'Sie haben zwei Bestellungen mit dieser Nummer, 88120 vom Januar und 88120-B vom Februar. Welche soll ich stornieren?',
    ]]);
    expect(report.tickets.drops).toMatchObject([{ source: 'ticket:HD-302', reason: 'resolution_action' }]);
  });
});
