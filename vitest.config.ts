import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fromRoot('./shared'),
      '@': fromRoot('./pwa/src'),
    },
  },
  test: {
    include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'pwa/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default leaves one core free (one worker on a 2-core machine); most API tests wait on
    // SQLite/PostgreSQL and HTTP, so one worker per core halves the run (170 s -> 110 s measured).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
