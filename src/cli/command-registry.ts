import type { Command } from 'commander';

type SetExit = (code: number) => void;

/**
 * Every top-level command: what `forbear --help` lists, and how to load it. A command's module
 * (and everything it imports: decoders, the store, the classifier, the receivers) is imported only
 * when that command runs, so `--help` and `score` do not pay for `serve` (issue 17: start-up).
 * `term` is the line commander would print for the loaded command; a test keeps them equal.
 */
export interface CommandEntry {
  name: string;
  term: string;
  description: string;
  load: () => Promise<(setExit: SetExit) => Command>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'score',
    term: 'score [options] [inputs...]',
    description: 'score exported OTLP span files against a case corpus',
    load: async () => (await import('./score-command.js')).scoreCommand,
  },
  {
    name: 'inspect',
    term: 'inspect [options] [inputs...]',
    description: 'show how forbear reads span files: per session and turn, the convention, user message, tool calls, reply and signals',
    load: async () => (await import('./inspect-command.js')).inspectCommand,
  },
  {
    name: 'classify',
    term: 'classify [options] [files...]',
    description: 'classify agent replies (one per line: plain text, or JSON with a "text" field) and print one JSON line each',
    load: async () => (await import('./classify-command.js')).classifyCommand,
  },
  {
    name: 'cases',
    term: 'cases',
    description: 'build and check the case corpus: mine candidates, keep reviewer agreement, lint',
    load: async () => (await import('./cases-command.js')).casesCommand,
  },
  {
    name: 'runs',
    term: 'runs',
    description: 'the runs recorded by forbear score in the run store',
    load: async () => (await import('./runs-command.js')).runsCommand,
  },
  {
    name: 'report',
    term: 'report [options]',
    description: 'the trend of the three numbers across recorded runs',
    load: async () => (await import('./runs-command.js')).reportCommand,
  },
  {
    name: 'serve',
    term: 'serve [options]',
    description: 'receive OTLP traces (HTTP and gRPC) and score each turn as it completes',
    load: async () => (await import('./serve-command.js')).serveCommand,
  },
  {
    name: 'alerts',
    term: 'alerts',
    description: 'alert rules: replay them over recorded spans, or check a rules file',
    load: async () => (await import('./alerts-command.js')).alertsCommand,
  },
];

/** The command an argument list runs (`help score` runs score's help), if it names one. */
export function requestedCommand(args: readonly string[]): CommandEntry | undefined {
  const words = args.filter((a) => !a.startsWith('-'));
  const name = words[0] === 'help' ? words[1] : words[0];
  return COMMANDS.find((c) => c.name === name);
}
