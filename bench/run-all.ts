/**
 * `npm run bench`: every benchmark in turn, each in its own process (so one's heap and JIT
 * state do not colour the next), with each `--flag` passed only to the benchmarks that read it.
 *
 *   npm run bench                                  # all of them
 *   npm run bench -- --size-mb 64                  # a quick scorer run, the rest as usual
 *   npm run bench -- --only proto-decode,receiver-throughput
 *
 * Exits with the first non-zero exit code (a benchmark that could not be trusted), after
 * running the rest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { die, parseArgs } from './common.js';

interface Bench {
  name: string;
  script: string;
  /** Flags this benchmark reads. */
  flags: string[];
}

const BENCHES: Bench[] = [
  { name: 'score-throughput', script: 'score-throughput.js', flags: ['size-mb', 'data-dir', 'workers'] },
  { name: 'receiver-throughput', script: 'receiver-throughput.js', flags: ['requests-512', 'requests-small', 'concurrency', 'sync'] },
  { name: 'collector-throughput', script: 'collector-throughput.js', flags: ['batches', 'concurrency'] },
  { name: 'proto-decode', script: 'proto-decode.js', flags: ['rounds', 'min-ms'] },
  { name: 'adapter-overhead', script: 'adapter-overhead.js', flags: ['size-mb', 'rounds'] },
  { name: 'store-write', script: 'store-write.js', flags: ['results'] },
  { name: 'alert-engine', script: 'alert-engine.js', flags: ['results', 'rounds'] },
  { name: 'alert-delivery', script: 'alert-delivery.js', flags: ['events'] },
  { name: 'match-throughput', script: 'match-throughput.js', flags: ['cases', 'turns', 'rounds'] },
  { name: 'expected-calls', script: 'expected-calls-throughput.js', flags: ['turns', 'rounds'] },
  { name: 'reply-throughput', script: 'reply-throughput.js', flags: [] },
  { name: 'startup', script: 'startup.js', flags: ['runs'] },
  { name: 'live-page', script: 'live-page.js', flags: ['results', 'rounds'] },
  { name: 'idle-tick', script: 'idle-tick.js', flags: ['open', 'seconds'] },
  { name: 'startup-results', script: 'startup-results.js', flags: ['results', 'runs'] },
];

const args = parseArgs(process.argv.slice(2));
const only = args.flags.get('only')?.split(',').map((s) => s.trim());
const known = new Set(['only', ...BENCHES.flatMap((b) => b.flags)]);
for (const k of args.flags.keys()) if (!known.has(k)) die(`--${k}: no benchmark reads it (known: ${[...known].map((f) => `--${f}`).join(', ')})`);
if (only) for (const n of only) if (!BENCHES.some((b) => b.name === n)) die(`--only: no benchmark named ${n}`);

let exitCode = 0;
for (const b of BENCHES) {
  if (only && !only.includes(b.name)) continue;
  const script = fileURLToPath(new URL(`./${b.script}`, import.meta.url));
  if (!existsSync(script)) die(`${script} is missing: run npm run build`);
  const forwarded = b.flags.flatMap((f) => (args.flags.has(f) ? [`--${f}`, args.flags.get(f) as string] : []));
  console.log(`\n=== ${b.name} ${forwarded.join(' ')}`.trimEnd());
  const r = spawnSync(process.execPath, [script, ...forwarded], { stdio: 'inherit' });
  const code = r.status ?? 1;
  if (code !== 0) console.log(`=== ${b.name} exited with ${code}${r.signal ? ` (${r.signal})` : ''}`);
  if (exitCode === 0 && code !== 0) exitCode = code;
}
process.exitCode = exitCode;
