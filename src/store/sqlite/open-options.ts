export interface OpenOptions {
  /** Refuse to create the file (a read-side open of a store that should already be there). */
  fileMustExist?: boolean;
  /** How long a statement waits on another process's lock before SQLITE_BUSY (0: at once). */
  busyTimeoutMs: number;
}
