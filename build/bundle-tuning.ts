// Bundle tuning: everything in build/ exists only to keep each page within the budget that
// tests/browser/budgets.test.ts enforces (JavaScript and JSON a visitor waits for, in bytes and
// requests). None of it changes what the site does; remove a piece and the site still works,
// only heavier. The figures behind each choice are in docs/performance.md. Code splitting is
// declared in chunkPlan.ts.
import path from 'node:path';
import type { Plugin } from 'vite';
import { inShell, partOf } from './chunkPlan.ts';
import { esmJsxPlugin } from './esm-jsx.ts';
import { leanClientPlugin } from './lean-client.ts';
import { reactProductionPlugin } from './react-production.ts';

/** Modules of Vike's client runtime: this site hydrates with its own entry, src/pages/+client.tsx. */
const vikeRuntime = /[\\/]node_modules[\\/](vike|@brillout)[\\/]|^\0?virtual:/;

export function bundleTuning(): Plugin[] {
  const part = partOf();
  const shell = inShell(part);
  const notVike = (id: string) => !vikeRuntime.test(id);
  return [
    leanClientPlugin(),
    reactProductionPlugin(),
    esmJsxPlugin(),
    {
      name: 'juridisk-vejledning:bundle-tuning',
      config: () => ({
        resolve: {
          alias: {
            // wouter imports the use-sync-external-store shim for React 17; React 19 has the hook
            // built in, so the shim's fallback code stays out of the bundle.
            'use-sync-external-store/shim/index.js': path.join(import.meta.dirname, 'use-sync-external-store.ts'),
          },
        },
        build: {
          // Every chunk a page needs is either in the entry or loaded before hydration;
          // preloading would cost more bytes than it saves round trips (see lean-client.ts).
          modulePreload: false,
        },
        environments: {
          client: {
            build: {
              rolldownOptions: {
                // Vike adds a code-splitting group for CSS whenever a config sets groups, and
                // Rolldown warns on every build that it has no debugName. This client has no CSS.
                onLog(level, log, handler) {
                  if (log.code === 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME') return;
                  handler(level, log);
                },
                output: {
                  // Vike's names with 6 hash characters instead of 8: the shell lists every
                  // chunk's name for its imports, and hash characters do not compress (~2 B
                  // gzip per chunk on every page). 36 bits per name is plenty for the few dozen.
                  chunkFileNames: 'assets/chunks/chunk-[hash:6].js',
                  codeSplitting: {
                    // Everything the site's client entry loads up front in one file. Left alone,
                    // Rolldown splits modules the entry itself needs (React, the i18n core, its
                    // runtime helpers) into extra chunks every page then fetches
                    // (rolldown/rolldown#10731). Vike's own client entries, which these pages
                    // never load, stay apart.
                    groups: [
                      // The shell first, so that a part never pulls in what the shell has (a
                      // group also takes the modules its modules import).
                      { name: (id, ctx) => (shell(id, ctx) ? 'shell' : null), test: notVike, priority: 20 },
                      { name: part, test: notVike, priority: 10 },
                    ],
                  },
                },
              },
            },
          },
        },
      }),
    },
  ];
}
