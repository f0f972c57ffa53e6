import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { bundleTuning } from './build/bundle-tuning.ts';
import { screenStylesPlugin } from './build/screen-styles.ts';
import { contentPaths, resolveAliases } from './scripts/content/content-paths.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

export default defineConfig(({ command }) => {
  const paths = contentPaths();
  const { root, contentDir, markdownCacheDir, basePath, siteUrl, outDir } = paths;
  // The dev server's generated files (drafts included) apart from a build's.
  const generatedDir = command === 'serve' ? paths.devGeneratedDir : paths.generatedDir;
  return {
    base: basePath,
    plugins: [
      bundleTuning(),
      screenStylesPlugin(root),
      react(),
      vike(),
      contentPlugin({ contentDir, generatedDir, cacheDir: markdownCacheDir, basePath, siteUrl }),
    ],
    resolve: resolveAliases({ generatedDir }),
    define: {
      __GENERATED_DIR__: JSON.stringify(generatedDir),
    },
    build: {
      sourcemap: process.env.SOURCEMAP === '1',
      // Relative to the project root: Vike joins an absolute outDir onto the root.
      outDir: path.relative(root, outDir),
    },
  };
});
