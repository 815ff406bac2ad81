#!/usr/bin/env node
// `serve` honours SIGINT/SIGTERM from the start: they are caught before the rest of forbear loads.
if (process.argv[2] === 'serve') (await import('../dist/src/cli/stop-signals.js')).catchStopSignals();
await import('../dist/src/cli/main.js');
