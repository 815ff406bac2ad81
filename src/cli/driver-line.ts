import { sqliteDriver } from '../store/sqlite/open-sqlite.js';

/**
 * `forbear: run store .forbear/forbear.db: SQLite via node:sqlite (better-sqlite3 passed over:
 * Could not locate the bindings file …)` — for --verbose and serve's start-up, so a user whose
 * store is slower than expected can see which SQLite forbear found (README, "Storage drivers").
 */
export function driverLine(what: string): string {
  const { name, passedOver } = sqliteDriver();
  const skipped = passedOver.map((p) => `${p.name} passed over: ${p.why}`).join('; ');
  return `forbear: ${what}: SQLite via ${name}${skipped === '' ? '' : ` (${skipped})`}\n`;
}
