import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPaths, resolveAliases } from './scripts/content/content-paths.ts';

const paths = contentPaths();

/**
 * The browser project's page checks first: each of their files is a few lines that run for
 * minutes, and a clean clone (no timings cached) would otherwise start them last, by file size,
 * leaving one worker idle at the end.
 */
class PageChecksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => /tests\/browser\/page-(checks|types)/.test(file.moduleId);
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: resolveAliases(paths),
  define: { __GENERATED_DIR__: JSON.stringify(paths.generatedDir) },
  test: {
    // A test over 10 s is named as slow in the report (issue #59).
    slowTestThreshold: 10_000,
    sequence: { sequencer: PageChecksFirst },
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
          // Two at a time: much of a file's time is one single-threaded step (tsc, ESLint, a
          // server starting), and the new page's copy alone takes minutes.
          maxWorkers: 2,
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
          // One Chromium per file; two cores. Four workers were measured no faster, and busier.
          maxWorkers: 2,
          // The files of a worker share the modules they import (the generated data, the route
          // table, the harness), which are read only: a third of a file's start-up, 11 s of 18 in
          // ten files measured (issue #59). The unit tests keep their isolation: some read state a
          // module holds (the texts a page has added).
          isolate: false,
        },
      },
    ],
  },
});
