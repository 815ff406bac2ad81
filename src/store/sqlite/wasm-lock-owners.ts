import { mkdirSync, readdirSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';

let serial = 0;

/**
 * node-sqlite3-wasm locks a database by creating a `<db>.lock` directory and removing it when the
 * transaction ends; a process killed inside a transaction (kill -9, power loss) leaves it behind
 * and every later open would wait and fail with "database is locked". So each connection this
 * driver opens registers its pid in `<db>.lock-owners/` first, and an open that finds the lock
 * directory with no live owner removes it — SQLite then rolls back the hot journal as usual.
 * Returns the function that unregisters the connection.
 */
export function registerLockOwner(dbPath: string): () => void {
  const dir = `${dbPath}.lock-owners`;
  const lock = `${dbPath}.lock`;
  mkdirSync(dir, { recursive: true });
  const me = `${process.pid}-${++serial}`;
  writeFileSync(`${dir}/${me}`, '');
  // Registered before looking: a process that takes the lock from now on is seen as live.
  const liveOthers = readdirSync(dir).filter((f) => f !== me && alive(Number(f.split('-')[0])));
  if (liveOthers.length === 0) {
    try {
      rmdirSync(lock);
    } catch {
      // No lock left behind (ENOENT), the usual case.
    }
  }
  for (const f of readdirSync(dir)) if (!alive(Number(f.split('-')[0]))) tryUnlink(`${dir}/${f}`);
  return () => {
    tryUnlink(`${dir}/${me}`);
    try {
      rmdirSync(dir);
    } catch {
      // Another connection is still registered (ENOTEMPTY): it removes the directory.
    }
  };
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: another opener tidied it.
  }
}
