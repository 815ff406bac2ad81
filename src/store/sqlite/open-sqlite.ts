import { betterSqlite3Unavailable, openBetterSqlite3 } from './better-sqlite3-driver.js';
import { nodeSqliteUnavailable, openNodeSqlite } from './node-sqlite-driver.js';
import type { OpenOptions } from './open-options.js';
import { SqliteError } from './sql-database.js';
import type { DriverName, SqlDatabase } from './sql-database.js';
import { openWasm, wasmUnavailable } from './wasm-driver.js';

interface Driver {
  name: DriverName;
  /** Why this driver cannot run in this process, or undefined when it can. */
  unavailable: () => string | undefined;
  open: (path: string, opts: OpenOptions) => SqlDatabase;
}

/** In order of preference: the fastest first, the one that always loads last. */
const DRIVERS: readonly Driver[] = [
  { name: 'better-sqlite3', unavailable: betterSqlite3Unavailable, open: openBetterSqlite3 },
  { name: 'node:sqlite', unavailable: nodeSqliteUnavailable, open: openNodeSqlite },
  { name: 'sqlite-wasm', unavailable: wasmUnavailable, open: openWasm },
];

export const DRIVER_NAMES: readonly DriverName[] = DRIVERS.map((d) => d.name);

/** The driver this process uses, and why each one before it was passed over. */
export interface DriverChoice {
  name: DriverName;
  passedOver: { name: DriverName; why: string }[];
}

let chosen: (DriverChoice & { driver: Driver }) | undefined;

/**
 * Chooses once per process: the first driver that loads, or the one FORBEAR_SQLITE_DRIVER names
 * (to compare them, or to test one). Throws SqliteError when the named one cannot load.
 */
export function sqliteDriver(): DriverChoice {
  if (chosen !== undefined) return { name: chosen.name, passedOver: chosen.passedOver };
  const forced = process.env.FORBEAR_SQLITE_DRIVER;
  if (forced !== undefined && forced !== '') {
    const driver = DRIVERS.find((d) => d.name === forced);
    if (driver === undefined) throw new SqliteError(`FORBEAR_SQLITE_DRIVER=${forced}: expected one of ${DRIVER_NAMES.join(', ')}`, 'SQLITE_CANTOPEN');
    const why = driver.unavailable();
    if (why !== undefined) throw new SqliteError(`FORBEAR_SQLITE_DRIVER=${forced}: cannot load: ${why}`, 'SQLITE_CANTOPEN');
    chosen = { name: driver.name, passedOver: [], driver };
    return { name: chosen.name, passedOver: chosen.passedOver };
  }
  const passedOver: DriverChoice['passedOver'] = [];
  for (const driver of DRIVERS) {
    const why = driver.unavailable();
    if (why === undefined) {
      chosen = { name: driver.name, passedOver, driver };
      return { name: chosen.name, passedOver };
    }
    passedOver.push({ name: driver.name, why });
  }
  throw new SqliteError(`no SQLite driver loads: ${passedOver.map((p) => `${p.name}: ${p.why}`).join('; ')}`, 'SQLITE_CANTOPEN');
}

/** The drivers that load in this process, in order of preference (tests run each one). */
export function availableDrivers(): DriverName[] {
  return DRIVERS.filter((d) => d.unavailable() === undefined).map((d) => d.name);
}

/** Opens with one named driver (it must be in availableDrivers()), whatever this process chose. */
export function openSqliteWith(name: DriverName, path: string, opts: OpenOptions): SqlDatabase {
  const driver = DRIVERS.find((d) => d.name === name)!;
  const why = driver.unavailable();
  if (why !== undefined) throw new SqliteError(`${name}: cannot load: ${why}`, 'SQLITE_CANTOPEN');
  return driver.open(path, opts);
}

/** Opens a SQLite database file with this process's driver. */
export function openSqlite(path: string, opts: OpenOptions): SqlDatabase {
  sqliteDriver();
  return chosen!.driver.open(path, opts);
}
