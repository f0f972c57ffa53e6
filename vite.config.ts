import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { contentPaths } from './scripts/content/paths.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

const { root, contentDir, generatedDir, markdownCacheDir, siteUrl } = contentPaths();

/** Where the site lives on its host: "/" or a sub-path such as "/repo/" on GitHub Pages. */
const base = process.env.BASE_PATH ?? '/';
if (!/^\/(.+\/)?$/.test(base)) throw new Error(`BASE_PATH must start and end with "/", e.g. /repo/ (got ${base})`);

export default defineConfig({
  base,
  plugins: [react(), vike(), contentPlugin({ contentDir, generatedDir, cacheDir: markdownCacheDir, basePath: base, siteUrl })],
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
  build: {
    // One stylesheet for the whole site instead of one render-blocking request per component.
    // Vike warns that split entries can duplicate CSS; this site has a single client entry.
    cssCodeSplit: false,
    // Every chunk a page needs is either in the entry or loaded before hydration; Vite's
    // preload helper would cost more bytes than it saves round trips here.
    modulePreload: false,
    // Relative to the project root: Vike joins an absolute outDir onto the root.
    outDir: process.env.OUT_DIR ? path.relative(root, path.resolve(process.env.OUT_DIR)) : 'dist',
  },
});
