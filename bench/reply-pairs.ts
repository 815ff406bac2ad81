/**
 * `node dist/bench/reply-pairs.js A B [--passes N]`: two builds of the reply reader in one
 * process, timed in alternating passes over the shared replies (issue 16's reader rounds).
 *
 * A and B are `dist` directories (e.g. a copy of main's build and this branch's). Both are
 * imported side by side, each with its own module state; every reply is read by both first and
 * the readings compared (a change meant for speed must read alike). Then N passes each, in
 * pairs, A then B and B then A by turns, so neither build always runs on the warmer cache. The
 * sentence memo is off (FORBEAR_SENTENCE_MEMO=0), as in `reply-throughput`.
 *
 * Per pass: replies per CPU-second of this process (the machine is shared; CPU time is the
 * figure that says what a core does). Reported: each build's median, the median of the pairs'
 * ratios, how many pairs B won, and their range, with the load average before and after. Run it
 * once with B a copy of A (a placebo, under another path, so it loads as a separate build) to see
 * the spread the machine gives on its own: a change is real only beyond that.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repliesDir, sharedAvailable, SHARED_FILES } from './replies/shared-sets.js';

type Check = (text: string) => unknown;

async function reader(dist: string): Promise<Check> {
  const dir = isAbsolute(dist) ? dist : resolve(dist);
  const mod = (await import(pathToFileURL(join(dir, 'src/score/response-check.js')).href)) as { checkResponse: Check };
  return mod.checkResponse;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--passes');
  const passes = at >= 0 ? Number(args[at + 1]) : 16;
  const [distA, distB] = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  if (distA === undefined || distB === undefined || !(passes > 0)) {
    process.stderr.write('usage: node dist/bench/reply-pairs.js DIST_A DIST_B [--passes N]\n');
    process.exitCode = 2;
    return;
  }
  if (!sharedAvailable()) {
    process.stderr.write('reply-pairs: the shared replies are not found (../shared/data/replies or $FORBEAR_SHARED)\n');
    process.exitCode = 2;
    return;
  }
  // Set before either build is imported: the reader reads it once, at import.
  process.env.FORBEAR_SENTENCE_MEMO = '0';
  const texts = SHARED_FILES.flatMap((f) => readFileSync(join(repliesDir(), f), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => (JSON.parse(l) as { text: string }).text));
  const a = await reader(distA);
  const b = await reader(distB);
  if (a === b) {
    process.stderr.write('reply-pairs: A and B loaded as one module; give a copy of a build under another path\n');
    process.exitCode = 2;
    return;
  }
  let differ = 0;
  for (const t of texts) if (JSON.stringify(a(t)) !== JSON.stringify(b(t))) differ++;
  const perCpuSecond = (check: Check): number => {
    const c0 = process.cpuUsage();
    for (const t of texts) check(t);
    const c = process.cpuUsage(c0);
    return texts.length / ((c.user + c.system) / 1e6);
  };
  const loadBefore = loadavg()[0] ?? 0;
  const ra: number[] = [];
  const rb: number[] = [];
  for (let p = 0; p < passes; p++) {
    if (p % 2 === 0) {
      ra.push(perCpuSecond(a));
      rb.push(perCpuSecond(b));
    } else {
      rb.push(perCpuSecond(b));
      ra.push(perCpuSecond(a));
    }
  }
  const pairs = ra.map((x, i) => 100 * ((rb[i] as number) / x - 1));
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
  const pct = (n: number): string => `${n >= 0 ? '+' : ''}${n.toFixed(1)} %`;
  process.stdout.write([
    `reply-pairs — ${fmt(texts.length)} replies, ${passes} alternating passes each, sentence memo off; load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
    `readings that differ: ${differ} of ${fmt(texts.length)}`,
    `A ${distA}: median ${fmt(median(ra))} replies/CPU-s`,
    `B ${distB}: median ${fmt(median(rb))} replies/CPU-s`,
    `pairs B/A: median ${pct(median(pairs))}, B faster in ${pairs.filter((x) => x > 0).length} of ${passes}, from ${pct(Math.min(...pairs))} to ${pct(Math.max(...pairs))}`,
    JSON.stringify({ bench: 'reply-pairs', replies: texts.length, passes, differ, a: median(ra), b: median(rb), median_pair_pct: median(pairs), b_faster: pairs.filter((x) => x > 0).length, load_before: loadBefore, load_after: loadavg()[0] ?? 0 }),
    '',
  ].join('\n'));
  if (differ > 0) process.exitCode = 1;
}

await main();
