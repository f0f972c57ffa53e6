import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { contentPaths } from './scripts/content/paths.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';
import { leanClientPlugin } from './scripts/vite-plugin-lean-client.ts';

const { root, contentDir, generatedDir, markdownCacheDir, siteUrl } = contentPaths();

/** Modules of Vike's client runtime: this site hydrates with its own entry, src/pages/+client.tsx. */
const vikeRuntime = /[\\/]node_modules[\\/](vike|@brillout)[\\/]|^\0?virtual:/;

/** Where the site lives on its host: "/" or a sub-path such as "/repo/" on GitHub Pages. */
const base = process.env.BASE_PATH ?? '/';
if (!/^\/(.+\/)?$/.test(base)) throw new Error(`BASE_PATH must start and end with "/", e.g. /repo/ (got ${base})`);

export default defineConfig({
  base,
  plugins: [leanClientPlugin(), react(), vike(), contentPlugin({ contentDir, generatedDir, cacheDir: markdownCacheDir, basePath: base, siteUrl })],
  resolve: {
    alias: {
      '@generated': generatedDir,
      '@': path.join(root, 'src'),
      'use-sync-external-store/shim/index.js': path.join(root, 'scripts/use-sync-external-store.ts'),
    },
  },
  define: {
    __GENERATED_DIR__: JSON.stringify(generatedDir),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Vike adds a code-splitting group for CSS whenever a config sets groups, and Rolldown
          // warns on every build that it has no debugName. This client has no CSS to split.
          onLog(level, log, handler) {
            if (log.code === 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME') return;
            handler(level, log);
          },
          output: {
            codeSplitting: {
              // Everything the site's client entry loads up front in one file. Left alone, Rolldown
              // splits modules the entry itself needs (React, the i18n core, its runtime helpers)
              // into extra chunks every page then fetches (rolldown/rolldown#10731): ~0.7 KB
              // gzip more and three more requests. Vike's own client entries, which these pages
              // never load, stay apart.
              groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !vikeRuntime.test(id) }],
            },
          },
        },
      },
    },
  },
  build: {
    // Every chunk a page needs is either in the entry or loaded before hydration; preloading
    // would cost more bytes than it saves round trips here (see vite-plugin-lean-client.ts).
    modulePreload: false,
    // Relative to the project root: Vike joins an absolute outDir onto the root.
    outDir: process.env.OUT_DIR ? path.relative(root, path.resolve(process.env.OUT_DIR)) : 'dist',
  },
});
