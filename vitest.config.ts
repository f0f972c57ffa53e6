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
          // Fast and in-process: no build, no child process, no browser.
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Each file builds its own sites from a copy of content/ (scripts/build-site.ts) or
          // spawns the content step; independent of `npm run build`.
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Builds take both cores.
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          // Against the site `npm run build` wrote (dist/client, or $OUT_DIR/client).
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
