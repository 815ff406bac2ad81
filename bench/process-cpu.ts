import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) from a `/proc/<pid>[/task/<tid>]/stat` line. */
function statCpuSeconds(path: string): number {
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

/**
 * Another process's CPU seconds so far, every thread's and its main thread's (a Node process's
 * event loop), read from Linux's /proc (USER_HZ taken as 100, as on every Linux Node supports);
 * undefined elsewhere or once the process is gone. Read it before stopping the process.
 */
export function processCpu(pid: number | undefined): { all: number; main: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    return { all: statCpuSeconds(`/proc/${pid}/stat`), main: statCpuSeconds(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return undefined;
  }
}
