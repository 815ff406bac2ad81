import { emit, openOutputFile } from './output.js';
import { Command, Option } from 'commander';
import { loadCorpus } from '../corpus/load.js';
import type { Finding } from '../model/finding.js';
import { formatFinding } from '../model/finding.js';
import type { InspectReport } from '../inspect/inspect-report.js';
import { inspectSpans } from '../inspect/inspect-spans.js';
import { renderInspectText } from '../inspect/render-inspect-text.js';
import { forTerminal } from '../util/terminal-text.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from './exit-code.js';
import { parseDuration } from './option-parsers.js';
import { collectSessionKey } from './session-key-option.js';
import { noReadableSpan } from './no-readable-span.js';

interface InspectFlags {
  cases?: string;
  format: 'text' | 'json';
  output?: string;
  strict?: boolean;
  quiet?: boolean;
  sessionKey?: string[];
  turnIdle: number;
  turnMaxWait: number;
}

const RENDER: Record<InspectFlags['format'], (r: InspectReport, write: (chunk: string) => void) => void> = {
  text: forTerminal(renderInspectText),
  json: (r, write) => write(`${JSON.stringify(r, null, 2)}\n`),
};

/** `forbear inspect FILES...`: how forbear understood the spans, per session and turn. */
export function inspectCommand(setExit: (code: number) => void): Command {
  return new Command('inspect')
    .description('show how forbear reads span files: per session and turn, the convention, user message, tool calls, reply and signals')
    .argument('[inputs...]', 'span files (OTLP/JSON .json, .jsonl; length-prefixed protobuf .pb; each optionally .gz or .zst), directories, or - for stdin (the default when stdin is piped)')
    .option('--cases <corpus>', 'also show the case each turn matches and the outcome it would get')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('-o, --output <file>', 'write to a file instead of stdout')
    .option('--strict', 'a malformed line or rejected span is fatal (exit 2)')
    .option('-q, --quiet', 'do not list skipped lines and rejected spans on stderr')
    .option('--session-key <key>', 'attribute naming a session, tried in the order given (repeatable; replaces the default list)', collectSessionKey)
    .addOption(new Option('--turn-idle <duration>', 'span time with no new span after which a rooted trace is complete')
      .argParser(parseDuration('--turn-idle')).default(60_000, '60s'))
    .addOption(new Option('--turn-max-wait <duration>', 'span time after its first span at which any trace is complete')
      .argParser(parseDuration('--turn-max-wait')).default(300_000, '5m'))
    .action(async (given: string[], flags: InspectFlags) => {
      if (given.length === 0 && process.stdin.isTTY) throw new UsageError('no input: name span files or directories, or pipe spans in (- reads stdin)');
      const inputs = given.length > 0 ? given : ['-'];
      const corpus = flags.cases === undefined ? undefined : await loadCorpus(flags.cases);
      const fd = openOutputFile(flags.output);
      const onFinding = (f: Finding): void => {
        if (!(flags.quiet && f.severity === 'warning')) process.stderr.write(`forbear: ${formatFinding(f)}\n`);
      };
      const report = await inspectSpans({
        inputs,
        ...(corpus ? { corpus } : {}),
        ...(flags.sessionKey ? { sessionKeys: flags.sessionKey } : {}),
        strict: flags.strict ?? false,
        onFinding,
        policy: { turnIdleMs: flags.turnIdle, turnMaxWaitMs: flags.turnMaxWait },
      });
      const noSpan = report.input.spans === 0;
      if (noSpan) process.stderr.write(`forbear: ${noReadableSpan(report.input)}\n`);
      const render = RENDER[flags.format];
      emit(fd, (write) => render(report, write));
      setExit(report.input.errors > 0 || noSpan ? EXIT_BAD_INPUT : EXIT_OK);
    });
}
