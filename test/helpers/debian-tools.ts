import { existsSync } from 'node:fs';

/**
 * The Debian programs some suites drive. `npm test`'s pretest step (scripts/test-setup.sh) installs
 * them when missing; a test that finds one missing anyway fails saying so, never skips.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const PROMTOOL = '/usr/bin/promtool';
export const PROMETHEUS = '/usr/bin/prometheus';

const PACKAGE: Record<string, string> = { [CHROMIUM]: 'chromium', [PROMTOOL]: 'prometheus', [PROMETHEUS]: 'prometheus' };

/** Throws a one-line error naming the package and how to install it when `path` is missing. */
export function requireDebianTool(path: string, needer: string): void {
  if (existsSync(path)) return;
  const pkg = PACKAGE[path] ?? 'the package that provides it';
  throw new Error(`${path} is missing: ${needer} needs Debian's ${pkg} package (npm test's pretest step, scripts/test-setup.sh, installs it; or apt-get install -y ${pkg})`);
}
