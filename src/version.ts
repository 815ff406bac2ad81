import { readFileSync } from 'node:fs';

/** The package version, read once from package.json next to the build. */
export const FORBEAR_VERSION: string = (() => {
  for (const rel of ['../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'forbear' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // try the next location: src/ when run by vitest, dist/src/ when built
    }
  }
  return '0.0.0';
})();
