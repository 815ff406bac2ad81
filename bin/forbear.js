#!/usr/bin/env node
// The command line is bundled into dist/cli/ by `npm run build` (scripts/bundle-cli.mjs: start-up, issue 17).
// `serve` honours SIGINT/SIGTERM from the start: they are caught before the rest of forbear loads.
if (process.argv[2] === 'serve') (await import('../dist/cli/stop-signals.js')).catchStopSignals();
await import('../dist/cli/main.js');
