#!/usr/bin/env node
// `serve` honours SIGINT/SIGTERM from the start: they are caught before the rest of forbear loads.
if (process.argv[2] === 'serve') (await import('../dist/src/cli/stop-signals.js')).catchStopSignals();
// The reply check runs a few hundred sentence patterns. V8 by default first compiles a pattern to
// bytecode and, on its second run, again to machine code: for a short-lived `score` most of the
// reply check's time went to compiling each pattern twice. Compiling once, straight to machine
// code, roughly halves a cold process's time in the reply check and changes no result
// (bench/startup.ts measures it).
(await import('node:v8')).setFlagsFromString('--no-regexp-tier-up');
await import('../dist/src/cli/main.js');
