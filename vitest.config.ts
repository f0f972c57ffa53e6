import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPaths, resolveAliases } from './scripts/content/content-paths.ts';

const paths = contentPaths();

export default defineConfig({
  plugins: [react()],
  resolve: resolveAliases(paths),
  define: { __GENERATED_DIR__: JSON.stringify(paths.generatedDir) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One Chromium per file; two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
