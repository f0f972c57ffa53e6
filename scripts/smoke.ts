// npm run smoke: every page of the built site (dist/client, or $OUT_DIR/client, under BASE_PATH)
// answers 200 with its <h1>, and an unknown address the 404 page. The content gate runs it after
// the build, before publishing (docs/architecture.md, "Deploy"); npm test runs it too.
import { postSlugs, englishPostSlugs } from '@generated/post-paths';
import { sitePageValues } from '@/routes/sitePageValues';
import { sitePaths } from '@/routes/sitePaths';
import { contentPaths } from './content/content-paths.ts';
import { smokeCheck } from './smoke-check.ts';
import { startStaticServer } from './static-server.ts';

const started = performance.now();
const { clientDir, basePath } = contentPaths();
const server = await startStaticServer({ dir: clientDir, base: basePath });
try {
  // The server's address already ends in the sub-path (/repo); the pages follow it.
  const base = server.url;
  const pages = sitePaths(sitePageValues(postSlugs, englishPostSlugs));
  const unknown = ['/findes-ikke-smoke/', '/en/findes-ikke-smoke/'];
  const problems = [...(await smokeCheck(base, pages)), ...(await smokeCheck(base, unknown, 404))];
  if (problems.length > 0) {
    console.error(
      `smoke: ${problems.length} of ${pages.length + unknown.length} addresses failed:\n${problems.map((p) => `  ${p.path}: ${p.problem}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else
    console.log(
      `smoke: ${pages.length} pages answered 200 with their <h1>, and the 404 page in both languages, in ${Math.round(performance.now() - started)} ms`,
    );
} finally {
  await server.close();
}
