import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntervalHistogram } from 'node:perf_hooks';

/** Event-loop delay is sampled every 10 ms (prom-client's default resolution). */
const LAG_RESOLUTION_MS = 10;

let lag: IntervalHistogram | undefined;

/** Starts sampling event-loop delay (once per process), so the first scrape already has figures. */
export function watchEventLoop(): IntervalHistogram {
  lag ??= startLag();
  return lag;
}

/**
 * The standard process metrics of Prometheus client libraries (`process_*`), and Node's event-loop
 * lag and heap (`nodejs_*`, the names prom-client uses), written by hand from `process.*` and
 * `/proc`: a dozen lines do not earn a dependency. The figures are of the whole process, so the
 * event-loop histogram is one per process, started with the first ServeMetrics.
 */
export function renderProcessMetrics(out: string[]): void {
  const lag = watchEventLoop();
  const cpu = process.cpuUsage();
  const mem = process.memoryUsage();
  sample(out, 'process_cpu_seconds_total', 'Total user and system CPU time spent in seconds.', (cpu.user + cpu.system) / 1e6, 'counter');
  sample(out, 'process_resident_memory_bytes', 'Resident memory size in bytes.', mem.rss);
  // performance.timeOrigin is when this process started (epoch ms), not when this module loaded.
  sample(out, 'process_start_time_seconds', 'Start time of the process since unix epoch in seconds.', Math.round(performance.timeOrigin) / 1000);
  const fds = openFds();
  if (fds !== undefined) sample(out, 'process_open_fds', 'Number of open file descriptors.', fds);
  const maxFds = maxOpenFds();
  if (maxFds !== undefined) sample(out, 'process_max_fds', 'Maximum number of open file descriptors.', maxFds);
  sample(out, 'nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.', mem.heapUsed);
  sample(out, 'nodejs_heap_size_total_bytes', 'V8 heap reserved, in bytes.', mem.heapTotal);
  // The histogram records each whole timer interval; the lag is what exceeds the resolution.
  // Reset per scrape (as prom-client does), so the figures are of the last scrape interval.
  const over = (ns: number): number => (lag.count === 0 ? 0 : Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS) / 1000);
  sample(out, 'nodejs_eventloop_lag_mean_seconds', 'Mean event-loop lag since the previous scrape, in seconds.', over(lag.mean));
  sample(out, 'nodejs_eventloop_lag_p99_seconds', '99th percentile of event-loop lag since the previous scrape, in seconds.', over(lag.percentile(99)));
  sample(out, 'nodejs_eventloop_lag_max_seconds', 'Longest event-loop lag since the previous scrape, in seconds.', over(lag.max));
  lag.reset();
}

function startLag(): IntervalHistogram {
  // The sampling timer does not keep the process alive (Node unrefs it).
  const h = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  h.enable();
  return h;
}

function sample(out: string[], name: string, help: string, value: number, type: 'gauge' | 'counter' = 'gauge'): void {
  out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`);
}

/** Linux only (`/proc/self/fd`); elsewhere the metric is left out rather than reported as 0. */
function openFds(): number | undefined {
  try {
    // The directory read holds one descriptor of its own while it lists.
    return readdirSync('/proc/self/fd').length - 1;
  } catch {
    return undefined;
  }
}

function maxOpenFds(): number | undefined {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}
