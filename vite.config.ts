import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { bundleTuning } from './build/bundle-tuning.ts';
import { contentPaths, resolveAliases } from './scripts/content/content-paths.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

const paths = contentPaths();
const { root, contentDir, generatedDir, markdownCacheDir, basePath, siteUrl, outDir } = paths;

export default defineConfig({
  base: basePath,
  plugins: [bundleTuning(), react(), vike(), contentPlugin({ contentDir, generatedDir, cacheDir: markdownCacheDir, basePath, siteUrl })],
  resolve: resolveAliases(paths),
  define: {
    __GENERATED_DIR__: JSON.stringify(generatedDir),
  },
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    // Relative to the project root: Vike joins an absolute outDir onto the root.
    outDir: path.relative(root, outDir),
  },
});
