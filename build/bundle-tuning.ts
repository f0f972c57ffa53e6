// Bundle tuning: everything in build/ exists only to keep each page within the JavaScript
// budget that tests/browser/budgets.test.ts enforces (issue #7: ≤ 80 KB gzip per page, first
// and returning visit). None of it changes what the site does; remove a piece and the site
// still works, only heavier. The figures behind each choice are in docs/performance.md.
import path from 'node:path';
import type { Plugin } from 'vite';
import { leanClientPlugin } from './lean-client.ts';

/** Modules of Vike's client runtime: this site hydrates with its own entry, src/pages/+client.tsx. */
const vikeRuntime = /[\\/]node_modules[\\/](vike|@brillout)[\\/]|^\0?virtual:/;

// Each part captures only modules no other part uses (Rolldown also pulls in what a captured
// module imports, so a shared one would pull its part into every page that needs it).
// The urgent numbers and the quick exit, with their texts and data.
const urgentKit =
  /[\\/]src[\\/](components[\\/]help[\\/]|content[\\/]urgentOrganisations\.ts|generated[\\/](urgent|messages-da-urgent)\.ts)/;
// What the help screens and the contact form share: the advice link, the contact page with an area chosen.
const helpKit =
  /[\\/]src[\\/](components[\\/]AdviceText|routes[\\/]contactArea|content[\\/]adviceOrganisation|generated[\\/]advice)\.tsx?$/;
const sharedTiny =
  /[\\/]src[\\/](i18n[\\/](formatDate|areaAnchor)|content[\\/](slugify|legalAreas|posts[\\/]localizedSummary)|generated[\\/]legal-areas|components[\\/]ExternalLink)\.tsx?$/;
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
                      { name: 'urgent', test: urgentKit, priority: 10 },
                      { name: 'help-kit', test: helpKit, priority: 10 },
                      // The owner card (/kontakt, every article) with the level of study it shows (also About, the disclaimer page).
                      {
                        name: 'owner-card',
                        test: /[\\/]src[\\/](components[\\/]OwnerCard|content[\\/]study|generated[\\/]study)\.tsx?$/,
                        priority: 12,
                      },
                      // A part and the texts only it uses, fetched together.
                      {
                        name: 'disclaimer-dialog',
                        test: /[\\/]src[\\/](components[\\/]DisclaimerDialog|generated[\\/]messages-da-disclaimerDialog)\.tsx?$/,
                        priority: 9,
                      },
                      {
                        name: 'contact',
                        test: /[\\/]src[\\/](screens[\\/]Contact|components[\\/](ContactForm|DeadlineField)|generated[\\/]messages-da-contact)\.tsx?$/,
                        priority: 9,
                      },
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
