import { isSamplePortrait } from './content/sample-portrait.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Courses, Review, Site } from '../src/content/schema.ts';

/** Where the built site is published: decides which form settings can reach the owner there. */
export const deployTargets = ['netlify', 'github-pages', 'cloudflare-pages', 'static'] as const;
export type DeployTarget = (typeof deployTargets)[number];

/** The neutral values the repository ships with; none may reach a real visitor. */
const samples = {
  name: 'Anna Eksempel',
  phone: '+45 12 34 56 78',
  instagram: '@juridiskvejledning',
  university: 'Eksempel Universitet',
  domain: /(^|[@./])example\.(dk|com|org|net)(\/|$)/i,
};

/** The company behind each deploy target, as site.yaml's `host.name` must name it; any for a static host. */
const hostNames: Readonly<Record<DeployTarget, RegExp | null>> = {
  netlify: /netlify/i,
  'github-pages': /github/i,
  'cloudflare-pages': /cloudflare/i,
  static: null,
};

/**
 * Everything that must change before the site is published for real, as lines for the owner:
 * sample owner facts, the sample portrait, invented reviews, and a forms setting the deploy
 * target cannot receive (Netlify Forms only work on Netlify).
 */
export async function publishProblems(input: {
  site: Site;
  reviews: readonly Review[];
  courses: Pick<Courses, 'sample'>;
  portrait: string;
  target: DeployTarget;
}): Promise<string[]> {
  const { site, reviews, courses, target } = input;
  const problems: string[] = [];
  if (site.name === samples.name) problems.push(`content/site.yaml: name is the sample "${site.name}"`);
  if (site.phone === samples.phone) problems.push(`content/site.yaml: phone is the sample "${site.phone}"`);
  if (site.university.da === samples.university) problems.push(`content/site.yaml: university is the sample "${site.university.da}"`);
  if (site.instagram === samples.instagram) problems.push(`content/site.yaml: instagram is the sample "${site.instagram}"`);
  if (samples.domain.test(site.email)) problems.push(`content/site.yaml: email is a sample address (${site.email})`);
  if (samples.domain.test(site.url)) problems.push(`content/site.yaml: url is a sample address (${site.url}); or set SITE_URL`);
  if (isSamplePortrait(await readFile(input.portrait)))
    problems.push(`${path.relative(process.cwd(), input.portrait)}: still the sample drawing; put your own photo there`);
  for (const review of reviews.filter((r) => r.sample))
    problems.push(`content/reviews.yaml: review ${review.id} (${review.name}) is an invented sample; publishing it as real is misleading`);
  if (courses.sample)
    problems.push("content/courses.yaml: the courses are the repository's examples (sample: true); write your own and delete the line");
  if (site.forms.provider === 'netlify' && target !== 'netlify')
    problems.push(`content/site.yaml: forms.provider is netlify, but ${target} cannot receive forms; use endpoint or mailto`);
  const hostName = hostNames[target];
  if (hostName && !hostName.test(site.host.name))
    problems.push(
      `content/site.yaml: host is "${site.host.name}", but the site is published on ${target}: name that company (the privacy policy says who hosts the site)`,
    );
  if (!site.newsletter)
    problems.push(
      'content/site.yaml: newsletter is not set, so the newsletter box would collect addresses nobody subscribes; set it to your list service (README, "Newsletter")',
    );
  return problems;
}
