// content/ → src/generated/: validates every post, data file and translation and writes
// typed modules. Exits 1 naming each bad file and field. (`npm run build` and `npm run dev`
// run the same step inside Vite: scripts/vite-plugin-content.ts.)
// `--readability` checks the same way and prints every text's LIX score, writing nothing: it
// can run beside a build or a dev server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildContent, describeContentBuild } from './content/build.ts';
import { ContentErrors } from './content/content-error.ts';
import { contentPaths } from './content/content-paths.ts';
import { githubAnnotations, githubWarnings } from './content/github-annotations.ts';
import { readabilityTable } from './content/readability.ts';

const readabilityOnly = process.argv.includes('--readability');
const { contentDir, generatedDir, markdownCacheDir, basePath, siteUrl } = contentPaths();
const scratch = readabilityOnly ? await mkdtemp(path.join(tmpdir(), 'jv-readability-')) : null;
const started = performance.now();
try {
  const result = await buildContent({
    contentDir,
    generatedDir: scratch ?? generatedDir,
    ...(!scratch && { cacheDir: markdownCacheDir }),
    // The scores need no share images (drawing them all, cold, takes a minute for 1000 posts).
    shareImages: !scratch,
    basePath,
    siteUrl,
  });
  console.log(describeContentBuild(result, performance.now() - started));
  // In GitHub Actions each warning also shows on its file.
  if (process.env.GITHUB_ACTIONS === 'true') for (const line of await githubWarnings(result.warnings)) console.log(line);
  if (scratch) console.log(`\n${readabilityTable(result.readability)}`);
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  // In GitHub Actions each problem also shows on its file, in the commit and the pull request.
  if (process.env.GITHUB_ACTIONS === 'true') for (const line of await githubAnnotations(error.errors)) console.log(line);
  process.exitCode = 1;
} finally {
  if (scratch) await rm(scratch, { recursive: true, force: true });
}
