import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { bundleTuning } from './build/bundle-tuning.ts';
import { contentPaths } from './scripts/content/content-paths.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

const { root, contentDir, generatedDir, markdownCacheDir, siteUrl } = contentPaths();

/** Where the site lives on its host: "/" or a sub-path such as "/repo/" on GitHub Pages. */
const base = process.env.BASE_PATH ?? '/';
if (!/^\/(.+\/)?$/.test(base)) throw new Error(`BASE_PATH must start and end with "/", e.g. /repo/ (got ${base})`);

export default defineConfig({
  base,
  plugins: [
    bundleTuning(),
    react(),
    vike(),
    contentPlugin({ contentDir, generatedDir, cacheDir: markdownCacheDir, basePath: base, siteUrl }),
  ],
  resolve: {
    alias: {
      '@generated': generatedDir,
      '@': path.join(root, 'src'),
    },
  },
  define: {
    __GENERATED_DIR__: JSON.stringify(generatedDir),
  },
  build: {
    // Relative to the project root: Vike joins an absolute outDir onto the root.
    sourcemap: process.env.SOURCEMAP === '1',
    outDir: process.env.OUT_DIR ? path.relative(root, path.resolve(process.env.OUT_DIR)) : 'dist',
  },
});
