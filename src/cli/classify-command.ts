import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Command } from 'commander';
import { loadCorpus } from '../corpus/load.js';
import type { Case } from '../corpus/schema.js';
import { formatFinding } from '../model/finding.js';
import { classifyReply, replyOfLine } from '../score/classify-reply.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from './exit-code.js';
import { ioMessage } from '../util/io-message.js';
import { openOutputFile, streamOutput } from './output.js';

interface ClassifyFlags {
  case?: string;
  cases?: string;
  output?: string;
}

/**
 * `forbear classify`: the debugging tool for "why did forbear think this asks?". Reads replies,
 * one per line (plain text, or JSON lines with a `text` field), and prints one JSON line each.
 */
export function classifyCommand(setExit: (code: number) => void): Command {
  return new Command('classify')
    .description('classify agent replies (one per line: plain text, or JSON with a "text" field) and print one JSON line each')
    .argument('[files...]', 'files of replies, or - for stdin (the default when stdin is piped)')
    .option('--case <id>', 'read on_point against this case (needs --cases)')
    .option('--cases <corpus>', 'the case corpus that holds --case')
    .option('-o, --output <file>', 'write the JSON lines to a file instead of stdout')
    .action(async (given: string[], flags: ClassifyFlags) => {
      const c = await caseOf(flags);
      const inputs = given.length > 0 ? given : defaultInputs();
      const out = streamOutput(openOutputFile(flags.output));
      let bad = 0;
      try {
        for (const input of inputs) {
          const name = input === '-' ? '(stdin)' : input;
          try {
            bad += await classifyFile(input, name, c, out.write);
          } catch (err) {
            // One unreadable file is reported and skipped; the others are still classified.
            bad++;
            process.stderr.write(`forbear: ${name}: cannot read: ${ioMessage(err)}\n`);
          }
        }
      } finally {
        out.close();
      }
      setExit(bad > 0 ? EXIT_BAD_INPUT : EXIT_OK);
    });
}

/** Classifies one file (or stdin) line by line; returns how many lines were malformed. */
async function classifyFile(input: string, name: string, c: Case | undefined, write: (line: string) => void): Promise<number> {
  const stream = input === '-' ? process.stdin : createReadStream(input);
  let bad = 0;
  let n = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    n++;
    const source = `${name}:${n}`;
    const reply = replyOfLine(line, source);
    if (reply === undefined) continue;
    if ('finding' in reply) {
      bad++;
      process.stderr.write(`forbear: ${formatFinding(reply.finding)}\n`);
      continue;
    }
    write(`${JSON.stringify(classifyReply(reply.text, source, c, reply.id))}\n`);
  }
  return bad;
}

async function caseOf(flags: ClassifyFlags): Promise<Case | undefined> {
  if (flags.case === undefined && flags.cases === undefined) return undefined;
  if (flags.case === undefined || flags.cases === undefined) throw new UsageError('--case and --cases go together');
  const corpus = await loadCorpus(flags.cases);
  const c = corpus.byId.get(flags.case);
  if (c === undefined) throw new UsageError(`--case ${flags.case}: no such case in ${flags.cases}`);
  return c;
}

function defaultInputs(): string[] {
  if (process.stdin.isTTY) throw new UsageError('no input: name files of replies, or pipe them in (- reads stdin)');
  return ['-'];
}
