/**
 * What went wrong with a file: Node's `ENOENT: no such file or directory, open 'x.yaml'` becomes
 * `ENOENT: no such file or directory` (the caller already names the file, so it is not repeated),
 * the form `forbear score` reports unreadable inputs in.
 */
export function ioMessage(err: unknown): string {
  const e = err as NodeJS.ErrnoException | undefined;
  const known = e?.code === undefined ? undefined : IO_WORDS[e.code];
  if (known !== undefined) return `${e!.code}: ${known}`;
  const message = e instanceof Error ? e.message : String(err);
  return message.replace(/^E[A-Z]+: /, '').replace(/, (open|read|mkdir|scandir|stat|lstat|write|rename|unlink) '[^']*'$/, '').replace(/, (read|write)$/, '');
}

/** True for a Node system error about a path the user gave (not a bug in forbear). */
export function isFileSystemError(err: unknown): err is NodeJS.ErrnoException {
  const e = err as NodeJS.ErrnoException | undefined;
  return e instanceof Error && typeof e.code === 'string' && IO_WORDS[e.code] !== undefined && typeof e.syscall === 'string';
}

const IO_WORDS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'is a directory, not a file',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EEXIST: 'a file of that name already exists',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'file name too long',
  EMFILE: 'too many open files',
};
