import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ioMessage } from './io-message.js';

/** A directory or file forbear must write cannot be made or written; the message names it and why. */
export class DataPathError extends Error {
  override name = 'DataPathError';
}

/**
 * `mkdir -p`, one level at a time. Node 20's `mkdirSync(p, { recursive: true })` spins forever
 * (tens of thousands of mkdir calls a second, signals unanswered) when a parent exists but
 * answers ENOENT for a new entry, as /proc does: here each missing level is tried once.
 */
export function makeDirectory(dir: string): void {
  const missing: string[] = [];
  for (let p = resolve(dir); !existsSync(p); p = dirname(p)) {
    missing.unshift(p);
    if (dirname(p) === p) break;
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (e) {
      // Made meanwhile by another process: fine as long as it is a directory.
      if ((e as NodeJS.ErrnoException).code === 'EEXIST' && statSync(level).isDirectory()) continue;
      throw new DataPathError(`${dir}: cannot create ${level === resolve(dir) ? 'the directory' : level}: ${cannotCreate(e)}`);
    }
  }
  if (!statSync(dir).isDirectory()) throw new DataPathError(`${dir}: is a file, not a directory`);
}

/**
 * Refuses a directory (and the files in it that forbear rewrites) it cannot write, before
 * SQLite tries and reports it as ENOENT, "unable to open database file" or SQLITE_IOERR_LOCK.
 * `access(W_OK)` also answers EROFS on a read-only mount, where root's permissions do not help.
 */
export function assertWritable(dir: string, files: readonly string[] = []): void {
  for (const path of [dir, ...files]) {
    if (path !== dir && !existsSync(path)) continue;
    try {
      accessSync(path, constants.W_OK);
    } catch (e) {
      // Another process may remove its -wal/-shm file between the two calls (SQLite deletes them
      // when its last connection closes): a file that is gone is no read-only file.
      if (path !== dir && (e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      const what = path === dir ? '' : ` (${path})`;
      throw new DataPathError(`${dir}: is read-only${what}: forbear must write here (${ioMessage(e)})`);
    }
  }
}

function cannotCreate(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  // ENOENT for a directory whose parent exists: a virtual file system (/proc, /sys) that takes no new entries.
  if (code === 'ENOENT') return 'its parent takes no new entries (a virtual file system such as /proc?)';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `its parent is read-only (${ioMessage(e)})`;
  return ioMessage(e);
}
