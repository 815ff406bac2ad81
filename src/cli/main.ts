import { Command, CommanderError } from 'commander';
import { CorpusError } from '../corpus/corpus-error.js';
import { InputError } from '../ingest/file-reader.js';
import { FORBEAR_VERSION } from '../version.js';
import { EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, UsageError } from './exit-code.js';
import { inspectCommand } from './inspect-command.js';
import { scoreCommand } from './score-command.js';
import { classifyCommand } from './classify-command.js';
import { casesCommand } from './cases-command.js';
import { reportCommand, runsCommand } from './runs-command.js';
import { StoreError } from '../store/store-error.js';
import { serveCommand } from './serve-command.js';
import { alertsCommand } from './alerts-command.js';
import { guardStdout } from './stdout-guard.js';
import { styleUsageErrors } from './usage-errors.js';
import { ioMessage, isFileSystemError } from '../util/io-message.js';

let exitCode = EXIT_OK;
const setExit = (code: number): void => {
  exitCode = code;
};

guardStdout(() => exitCode);

const program = new Command('forbear')
  .description('Score LLM agents on when not to act, from the OpenTelemetry spans they already emit.')
  .version(FORBEAR_VERSION)
  .exitOverride()
  .showHelpAfterError('(run with --help for usage)');
program.addCommand(scoreCommand(setExit).exitOverride());
program.addCommand(inspectCommand(setExit).exitOverride());
program.addCommand(classifyCommand(setExit).exitOverride());
program.addCommand(casesCommand(setExit).exitOverride());
program.addCommand(runsCommand(setExit).exitOverride());
program.addCommand(reportCommand(setExit).exitOverride());
program.addCommand(serveCommand(setExit).exitOverride());
program.addCommand(alertsCommand(setExit).exitOverride());
styleUsageErrors(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  exitCode = exitCodeFor(err);
}
process.exitCode = exitCode;

function exitCodeFor(err: unknown): number {
  if (err instanceof CommanderError) {
    // Commander has already printed its message; help and version are not failures.
    return err.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT;
  }
  if (err instanceof CorpusError) {
    for (const f of err.findings) process.stderr.write(`forbear: ${f.path}: ${f.message}\n`);
    // A corpus that could not be read is said in one line; "invalid" is for one that was read.
    if (!err.findings.every((f) => f.code === 'corpus.unreadable')) process.stderr.write(`forbear: the corpus is invalid (${err.findings.length} problem${err.findings.length === 1 ? '' : 's'})\n`);
    return EXIT_BAD_INPUT;
  }
  if (err instanceof InputError || err instanceof UsageError || err instanceof StoreError) {
    process.stderr.write(`forbear: ${err.message}\n`);
    return EXIT_BAD_INPUT;
  }
  if (isFileSystemError(err)) {
    // A file the user named could not be read or written: bad input, not a bug.
    process.stderr.write(`forbear: ${err.path === undefined ? '' : `${err.path}: `}${ioMessage(err)}\n`);
    return EXIT_BAD_INPUT;
  }
  const e = err as Error;
  process.stderr.write(`forbear: internal error: ${e?.message ?? String(err)}\n`);
  if (process.env.FORBEAR_DEBUG) process.stderr.write(`${e?.stack ?? ''}\n`);
  return EXIT_INTERNAL;
}
