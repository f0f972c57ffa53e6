import path from 'node:path';
import { contentPaths } from './content/content-paths.ts';
import { ContentError, ContentErrors } from './content/content-error.ts';
import { loadCourses, loadMessages, loadReviews, loadSite } from './content/load-data.ts';
import { readPublishedPosts, readSourceDates, sourceDateReport } from './content/source-dates.ts';
import { publishProblems, type DeployTarget } from './publish-check.ts';
import { PORTRAIT_FILE } from './content/sample-portrait.ts';

/**
 * What stands between the content and a real deploy to `target`: `problems` stop it (samples,
 * settings the host cannot serve, a deadline never read against the act), `warnings` do not (a
 * source not read in the last 12 months). A content file that cannot be read is a problem too,
 * named as the content build names it.
 */
export async function publishReport(target: DeployTarget): Promise<{ problems: string[]; warnings: string[] }> {
  const { contentDir, siteUrl } = contentPaths();
  const at = (...parts: string[]) => path.join(contentDir, ...parts);
  try {
    const loaded = await loadSite(at('site.yaml'), 'content/site.yaml');
    const site = siteUrl ? { ...loaded, url: siteUrl.replace(/\/$/, '') } : loaded;
    const reviews = await loadReviews(at('reviews.yaml'), 'content/reviews.yaml');
    const courses = await loadCourses(at('courses.yaml'), 'content/courses.yaml', null);
    const texts = {
      da: await loadMessages(at('i18n', 'da.json'), 'content/i18n/da.json'),
      en: await loadMessages(at('i18n', 'en.json'), 'content/i18n/en.json'),
    };
    const sources = sourceDateReport(await readSourceDates(contentDir), new Date().toISOString().slice(0, 10));
    const problems = await publishProblems({
      site,
      reviews,
      courses,
      texts,
      posts: await readPublishedPosts(contentDir),
      portrait: at(PORTRAIT_FILE),
      target,
    });
    return { problems: [...problems, ...sources.problems], warnings: sources.warnings };
  } catch (error) {
    if (error instanceof ContentErrors) return { problems: error.errors.map((e) => e.message), warnings: [] };
    if (error instanceof ContentError) return { problems: [error.message], warnings: [] };
    throw error;
  }
}
