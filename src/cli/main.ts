import { Command, CommanderError, Help } from 'commander';
import { CorpusError } from '../corpus/corpus-error.js';
// read-types, not file-reader: the error class without the decoders (start-up, issue 17).
import { InputError } from '../ingest/read-types.js';
import { FORBEAR_VERSION } from '../version.js';
import { EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, UsageError } from './exit-code.js';
import { StoreError } from '../store/store-error.js';
import { COMMANDS, requestedCommand } from './command-registry.js';
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
// Only the command being run is loaded; the others stand in by name and description for the
// command list and commander's "did you mean" (their terms come from the registry).
const wanted = requestedCommand(process.argv.slice(2));
for (const entry of COMMANDS) {
  const cmd = entry === wanted ? (await entry.load())(setExit) : new Command(entry.name).description(entry.description);
  program.addCommand(cmd.exitOverride());
}
const terms = new Map(COMMANDS.map((c) => [c.name, c.term]));
program.configureHelp({ subcommandTerm: (cmd) => terms.get(cmd.name()) ?? new Help().subcommandTerm(cmd) });
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
  // A scoring worker out of memory (src/workers/scoring-pool.ts): by name, so the pool is not loaded here.
  if (err instanceof Error && err.name === 'WorkerOutOfMemoryError') {
    process.stderr.write(`forbear: ${err.message}\n`);
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
