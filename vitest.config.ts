import { defineConfig } from 'vitest/config';
import PlainSummaryReporter from './test/reporters/plain-summary.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    reporters: ['default', new PlainSummaryReporter()],
  },
});
