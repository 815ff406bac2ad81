import type { Command } from 'commander';

/**
 * Commander's own usage errors (unknown option, missing argument, a choice not allowed) in
 * forbear's voice on every command and subcommand: `forbear: unknown option '--x'`, then where
 * the usage is — the same `forbear: ` prefix as every other message, one line each.
 */
export function styleUsageErrors(cmd: Command, path = cmd.name()): void {
  cmd.configureOutput({ outputError: (message, write) => write(`forbear: ${oneLine(message)}`) });
  cmd.showHelpAfterError(`(run ${path} --help for usage)`);
  for (const sub of cmd.commands) styleUsageErrors(sub, `${path} ${sub.name()}`);
}

/** `error: unknown option '--agianst'\n(Did you mean --against?)\n` → `unknown option '--agianst' (did you mean --against?)\n`. */
function oneLine(message: string): string {
  return message.replace(/^error: /, '').replace(/\n\(Did you mean (.+?)\?\)\n?$/s, ' (did you mean $1?)\n');
}
