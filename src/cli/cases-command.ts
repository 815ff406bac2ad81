import { Command, Option } from 'commander';
import { lintCorpus } from '../corpus/lint.js';
import { loadCorpus } from '../corpus/load.js';
import { renderLintText } from '../report/render-lint.js';
import { EXIT_GATE_BREACHED, EXIT_OK } from './exit-code.js';

interface LintFlags {
  against?: string;
  format: 'text' | 'json';
}

/** `forbear cases …`: building and checking the case corpus. */
export function casesCommand(setExit: (code: number) => void): Command {
  const cases = new Command('cases').description('build and check the case corpus: mine candidates, keep reviewer agreement, lint');
  cases.addCommand(new Command('lint')
    .description('check a corpus for the rules that keep labels honest (exit 1 on errors, 0 with only warnings)')
    .argument('<corpus>', 'the case corpus (YAML or JSON)')
    .option('--against <old>', 'an earlier version of the corpus: the version must change when the content does')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .action(async (path: string, flags: LintFlags) => {
      const corpus = await loadCorpus(path);
      const old = flags.against === undefined ? undefined : await loadCorpus(flags.against);
      const report = lintCorpus(corpus, old);
      process.stdout.write(flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderLintText(report));
      setExit(report.errors > 0 ? EXIT_GATE_BREACHED : EXIT_OK);
    })
    .exitOverride());
  return cases;
}
