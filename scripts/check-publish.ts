// npm run check:publish -- --target github-pages   (netlify | github-pages | cloudflare-pages | static)
// Exits 1 and lists every sample value that would reach real visitors, a forms setting the
// deploy target cannot receive, and every source not read against the law in the last 12 months. The deploy job runs it; npm test does not (the repository keeps
// neutral samples).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentPaths } from './content/content-paths.ts';
import { ContentErrors } from './content/content-error.ts';
import { loadCourses, loadReviews, loadSite } from './content/load-data.ts';
import { readPublishedPosts, readSourceDates, sourceDateProblems } from './content/source-dates.ts';
import { deployTargets, publishProblems, type DeployTarget } from './publish-check.ts';

const { values } = parseArgs({ options: { target: { type: 'string', default: 'netlify' } } });
const target = values.target as DeployTarget;
if (!deployTargets.includes(target)) {
  console.error(`--target must be one of: ${deployTargets.join(', ')}`);
  process.exit(2);
}
const { root, contentDir, siteUrl } = contentPaths();
try {
  const loaded = await loadSite(path.join(contentDir, 'site.yaml'), 'content/site.yaml');
  const site = siteUrl ? { ...loaded, url: siteUrl.replace(/\/$/, '') } : loaded;
  const reviews = await loadReviews(path.join(contentDir, 'reviews.yaml'), 'content/reviews.yaml');
  const courses = await loadCourses(path.join(contentDir, 'courses.yaml'), 'content/courses.yaml', null);
  const problems = [
    ...(await publishProblems({
      site,
      reviews,
      courses,
      posts: await readPublishedPosts(contentDir),
      portrait: path.join(root, 'public', 'portrait.webp'),
      target,
    })),
    ...sourceDateProblems(await readSourceDates(contentDir), new Date().toISOString().slice(0, 10)),
  ];
  if (problems.length > 0) {
    console.error(
      `Not ready to publish (${target}): ${problems.length} thing(s) to fix first:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else console.log(`Ready to publish (${target}): no sample values left.`);
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
