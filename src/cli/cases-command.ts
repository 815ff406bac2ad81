import { readFileSync, writeFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { agree } from '../corpus/agree.js';
import { keepCases } from '../corpus/keep-cases.js';
import { lintCorpus } from '../corpus/lint.js';
import { loadCorpus } from '../corpus/load.js';
import { CandidateWriter } from '../mine/candidate-corpus.js';
import { loadMapping } from '../mine/mapping.js';
import { DEFAULT_MAX_OPEN } from '../mine/max-open.js';
import { mineCases } from '../mine/mine.js';
import { MineInputError } from '../mine/mine-input-error.js';
import type { TicketFormat } from '../mine/ticket-reader.js';
import { formatFinding } from '../model/finding.js';
import { renderAgreeText } from '../report/render-agree.js';
import { renderLintText } from '../report/render-lint.js';
import { renderMineText } from '../report/render-mine.js';
import { EXIT_BAD_INPUT, EXIT_GATE_BREACHED, EXIT_OK, UsageError } from './exit-code.js';
import { ioMessage } from '../util/io-message.js';
import { emit, openOutputFile } from './output.js';

interface MineFlags {
  mapping: string;
  tickets: string[];
  transcripts: string[];
  ticketFormat?: TicketFormat;
  maxOpen: string;
  output: string;
  format: 'text' | 'json';
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

interface AgreeFlags {
  output?: string;
  format: 'text' | 'json';
}

interface LintFlags {
  against?: string;
  output?: string;
  format: 'text' | 'json';
}

/** `forbear cases …`: building and checking the case corpus. */
export function casesCommand(setExit: (code: number) => void): Command {
  const cases = new Command('cases').description('build and check the case corpus: mine candidates, keep reviewer agreement, lint');
  cases.addCommand(new Command('mine')
    .description('screen ticket exports and call transcripts with a fixed rule and write candidate cases for review')
    .requiredOption('--mapping <file>', 'YAML: the tool catalog with keywords, and which ticket column holds what')
    .option('--tickets <file>', 'a ticket export, JSON lines or CSV (repeatable)', collect, [])
    .option('--transcripts <file>', 'call transcripts, JSON lines of turns with speaker and text (repeatable)', collect, [])
    .addOption(new Option('--ticket-format <format>', 'ticket export format (default: by file name: .csv CSV, .json a JSON document, else JSON lines)').choices(['jsonl', 'csv', 'json']))
    .option('--max-open <n>', 'tickets (one row per message) or calls held open while their records are read', String(DEFAULT_MAX_OPEN))
    .requiredOption('-o, --output <file>', 'where to write the candidate corpus (YAML)')
    .addOption(new Option('--format <format>', 'summary format').choices(['text', 'json']).default('text'))
    .action(async (flags: MineFlags) => {
      if (flags.tickets.length + flags.transcripts.length === 0) throw new UsageError('cases mine: name at least one --tickets or --transcripts file');
      const maxOpen = Number(flags.maxOpen);
      if (!Number.isInteger(maxOpen) || maxOpen < 1) throw new UsageError(`--max-open: expected a positive integer, got "${flags.maxOpen}"`);
      try {
        const mapping = await loadMapping(flags.mapping);
        let errors = 0;
        let writer: CandidateWriter;
        try {
          writer = new CandidateWriter(flags.output, mapping);
        } catch (err) {
          throw new UsageError(`--output ${flags.output}: cannot write: ${ioMessage(err)}`);
        }
        // Candidates go to the file as they are found; the summary keeps only who they are.
        const written: { id: string; source: string; scenario: string }[] = [];
        let report: Awaited<ReturnType<typeof mineCases>>;
        try {
          report = await mineCases({
            mapping, tickets: flags.tickets, transcripts: flags.transcripts, maxOpen,
            ...(flags.ticketFormat ? { ticketFormat: flags.ticketFormat } : {}),
            onFinding: (f) => {
              if (f.severity === 'error') errors++;
              process.stderr.write(`forbear: ${formatFinding(f)}\n`);
            },
            onCandidate: (c) => {
              writer.write(c);
              written.push({ id: c.id, source: c.source, scenario: c.scenario });
            },
          });
          writer.close();
        } catch (err) {
          writer.abort();
          throw err;
        }
        process.stdout.write(flags.format === 'json' ? `${JSON.stringify({ output: flags.output, ...report, candidates: written }, null, 2)}\n` : renderMineText({ ...report, candidates: written.length }, flags.output));
        // An export that could not be read leaves the sample incomplete: say so in the exit code.
        setExit(errors > 0 ? EXIT_BAD_INPUT : EXIT_OK);
      } catch (err) {
        if (!(err instanceof MineInputError)) throw err;
        for (const f of err.findings) process.stderr.write(`forbear: ${formatFinding(f)}\n`);
        setExit(EXIT_BAD_INPUT);
      }
    })
    .exitOverride());
  cases.addCommand(new Command('agree')
    .description("keep the cases two reviewers labelled alike (kind, scenario, forbidden tools); print Cohen's kappa and the discarded cases")
    .argument('<a>', "reviewer A's labelled corpus")
    .argument('<b>', "reviewer B's labelled corpus (same case ids)")
    .option('-o, --output <file>', "write the agreed cases (reviewer A's text) to this corpus file")
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .action(async (pathA: string, pathB: string, flags: AgreeFlags) => {
      const [a, b] = [await loadCorpus(pathA), await loadCorpus(pathB)];
      const report = agree({ path: pathA, cases: a.corpus.cases }, { path: pathB, cases: b.corpus.cases });
      // Files that share no reviewed case are almost always the wrong pair (or unreviewed): nothing is written.
      if (report.common === 0) {
        process.stdout.write(flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderAgreeText(report, undefined));
        process.stderr.write(`forbear: cases agree: ${pathA} and ${pathB} have no reviewed case in common (cases are paired by id; needs_review cases are not compared)\n`);
        setExit(EXIT_BAD_INPUT);
        return;
      }
      if (flags.output !== undefined) {
        const text = keepCases(readFileSync(pathA, 'utf8'), new Set(report.kept));
        try {
          writeFileSync(flags.output, text);
        } catch (err) {
          throw new UsageError(`--output ${flags.output}: cannot write: ${ioMessage(err)}`);
        }
      }
      process.stdout.write(flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderAgreeText(report, flags.output));
      setExit(EXIT_OK);
    })
    .exitOverride());
  cases.addCommand(new Command('lint')
    .description('check a corpus for the rules that keep labels honest (exit 1 on errors, 0 with only warnings)')
    .argument('<corpus>', 'the case corpus (YAML or JSON)')
    .option('--against <old>', 'an earlier version of the corpus: the version must change when the content does')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .action(async (path: string, flags: LintFlags) => {
      const out = openOutputFile(flags.output);
      const corpus = await loadCorpus(path);
      const old = flags.against === undefined ? undefined : await loadCorpus(flags.against);
      const report = lintCorpus(corpus, old);
      emit(out, (write) => write(flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderLintText(report)));
      setExit(report.errors > 0 ? EXIT_GATE_BREACHED : EXIT_OK);
    })
    .exitOverride());
  return cases;
}
