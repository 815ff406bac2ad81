/**
 * Child of reply-throughput.ts: how long a fresh process takes to be ready to read replies
 * (import the response check and classify a first reply, which compiles the patterns and builds
 * the literal prefilter). `--floor` imports only the sentence splitter, the least any reader loads.
 * Prints one JSON line: {ms, cpu_ms} (wall clock, and CPU time of every thread of the process).
 */
const t0 = performance.now();
const c0 = process.cpuUsage();
if (process.argv.includes('--floor')) {
  const { splitSentences } = await import('../src/score/sentences.js');
  splitSentences('Which of the two orders should I cancel?');
} else {
  const { checkResponse } = await import('../src/score/response-check.js');
  checkResponse("I'll transfer you to a human agent. Which of the two orders should I cancel?");
}
const cpu = process.cpuUsage(c0);
process.stdout.write(`${JSON.stringify({ ms: performance.now() - t0, cpu_ms: (cpu.user + cpu.system) / 1000 })}\n`);
