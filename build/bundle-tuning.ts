// Bundle tuning: everything in build/ exists only to keep each page within the JavaScript
// budget that tests/browser/budgets.test.ts enforces (issue #7: ≤ 80 KB gzip per page, first
// and returning visit). None of it changes what the site does; remove a piece and the site
// still works, only heavier. The figures behind each choice are in docs/performance.md.
import path from 'node:path';
import type { Plugin } from 'vite';
import { leanClientPlugin } from './lean-client.ts';

/** Modules of Vike's client runtime: this site hydrates with its own entry, src/pages/+client.tsx. */
const vikeRuntime = /[\\/]node_modules[\\/](vike|@brillout)[\\/]|^\0?virtual:/;

// Only the modules no other part uses: a shared one captured here would pull this file into every page that needs it.
const helpKit = /[\\/]src[\\/](components[\\/]help[\\/]|content[\\/]help\.ts|generated[\\/](help|messages-da-urgent)\.ts)/;
const sharedTiny =
  /[\\/]src[\\/](i18n[\\/](formatDate|areaAnchor)|content[\\/](slugify|legalAreas|posts[\\/]localizedSummary)|generated[\\/]legal-areas)\.tsx?$/;
const formsKit =
  /[\\/]src[\\/](components[\\/](HostForm|SendFailed|useHostSend|sendForm)\.tsx?|content[\\/](forms|dataHandling)\.ts|generated[\\/](data-handling|messages-da-form)\.ts)$/;

export function bundleTuning(): Plugin[] {
  return [
    leanClientPlugin(),
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
                  codeSplitting: {
                    // Everything the site's client entry loads up front in one file. Left alone,
                    // Rolldown splits modules the entry itself needs (React, the i18n core, its
                    // runtime helpers) into extra chunks every page then fetches
                    // (rolldown/rolldown#10731). Vike's own client entries, which these pages
                    // never load, stay apart.
                    groups: [
                      { name: 'shell', tags: ['$initial'], test: (id: string) => !vikeRuntime.test(id), priority: 20 },
                      // Tiny modules most screens share: in the shell they cost less than the
                      // request and the chunk wrapper each would need on its own.
                      { name: 'shell', test: sharedTiny, priority: 19 },
                      // Parts several screens share, each one file instead of a handful of a few hundred
                      // bytes: the forms (their sending, the host, their texts) and the help parts
                      // (urgent box, quick exit, the deadline field, their texts).
                      { name: 'forms', test: formsKit, priority: 11 },
                      { name: 'help-kit', test: helpKit, priority: 10 },
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
