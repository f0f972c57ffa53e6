// content/ → src/generated/: validates every post, data file and translation and writes
// typed modules. Exits 1 naming each bad file and field. (`npm run build` and `npm run dev`
// run the same step inside Vite: scripts/vite-plugin-content.ts.)
import { buildContent, describeContentBuild } from './content/build.ts';
import { ContentErrors } from './content/content-error.ts';
import { contentPaths } from './content/content-paths.ts';

const { contentDir, generatedDir, markdownCacheDir, basePath, siteUrl } = contentPaths();
const started = performance.now();
try {
  const result = await buildContent({ contentDir, generatedDir, cacheDir: markdownCacheDir, basePath, siteUrl });
  console.log(describeContentBuild(result, performance.now() - started));
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
