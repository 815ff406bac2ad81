import { Help } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS, requestedCommand } from '../../src/cli/command-registry.js';

// `forbear --help` lists the commands from the registry without loading them; what it prints must
// be what the loaded command would have printed, or the help would drift from the commands.
describe('command registry', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s: the listed term and description are the loaded command’s', async (_name, entry) => {
    const cmd = (await entry.load())(() => {});
    expect(cmd.name()).toBe(entry.name);
    expect(entry.term).toBe(new Help().subcommandTerm(cmd));
    expect(entry.description).toBe(cmd.description());
  });

  it('finds the command an argument list runs, help included, and nothing for options alone', () => {
    expect(requestedCommand(['score', '--cases', 'c.yaml', 'x.jsonl'])?.name).toBe('score');
    expect(requestedCommand(['help', 'serve'])?.name).toBe('serve');
    expect(requestedCommand(['--help'])).toBeUndefined();
    expect(requestedCommand(['scor'])).toBeUndefined();
  });
});
