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
  role: 'Juridisk vejleder (frivillig)',
  phone: '+45 12 34 56 78',
  instagram: '@juridiskvejledning',
  founded: '2025-03',
  study: 'Jurastuderende på 3. år af bacheloruddannelsen i jura',
  university: 'Eksempel Universitet',
  domain: /(^|[@./])example\.(dk|com|org|net)(\/|$)/i,
};

/**
 * The company behind each deploy target, as site.yaml's `host.name` must name it (any for a
 * static host), and what to write there. The transfer basis is the company's to state: check
 * its data processing agreement before publishing.
 */
const hosts: Readonly<Record<DeployTarget, { name: RegExp; write: string } | null>> = {
  netlify: {
    name: /netlify/i,
    write: 'host: { name: "Netlify, Inc.", country: US, safeguard: <the basis in Netlify\'s data processing agreement> }',
  },
  'github-pages': {
    name: /github/i,
    write: 'host: { name: "GitHub, Inc.", country: US, safeguard: <the basis in GitHub\'s data protection agreement> }',
  },
  'cloudflare-pages': {
    name: /cloudflare/i,
    write: 'host: { name: "Cloudflare, Inc.", country: US, safeguard: <the basis in Cloudflare\'s data processing addendum> }',
  },
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
  /** The published posts (their Danish files) and whether each is one of the repository's examples. */
  posts: readonly { file: string; slug: string; sample: boolean }[];
  portrait: string;
  target: DeployTarget;
}): Promise<string[]> {
  const { site, reviews, courses, posts, target } = input;
  const problems: string[] = [];
  if (site.name === samples.name) problems.push(`content/site.yaml: name is the sample "${site.name}"`);
  if (site.role === samples.role) problems.push(`content/site.yaml: role is the sample "${site.role}"; describe your own role`);
  if (site.phone === samples.phone) problems.push(`content/site.yaml: phone is the sample "${site.phone}"`);
  if (site.founded === samples.founded)
    problems.push(`content/site.yaml: founded is the sample ${site.founded}; write the month you started (YYYY-MM)`);
  if (site.study.da === samples.study)
    problems.push(`content/site.yaml: study is the sample "${site.study.da}"; write how far you are in your degree`);
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
  // Published under the owner's name: each must be theirs, read against the law, before it goes out.
  for (const post of posts.filter((p) => p.sample))
    problems.push(
      `${post.file}: is one of the repository's example articles (sample: true); read it against the law as your own and delete the line, or delete the post`,
    );
  const sampleSlugs = new Set(posts.filter((p) => p.sample).map((p) => p.slug));
  const sampleTeasers = site.homeTeasers.filter((slug) => sampleSlugs.has(slug));
  if (sampleTeasers.length > 0)
    problems.push(`content/site.yaml: homeTeasers names the example article(s) ${sampleTeasers.join(', ')}; name posts of your own`);
  if (site.forms.provider === 'netlify' && target !== 'netlify')
    problems.push(`content/site.yaml: forms.provider is netlify, but ${target} cannot receive forms; use endpoint or mailto`);
  const host = hosts[target];
  if (host && !host.name.test(site.host.name))
    problems.push(
      `content/site.yaml: host is "${site.host.name}", but the site is published on ${target}: name that company (the privacy policy says who hosts the site), e.g. ${host.write}`,
    );
  if (!site.newsletter)
    problems.push(
      'content/site.yaml: newsletter is not set, so the newsletter box would collect addresses nobody subscribes; set it to your list service (README, "Newsletter")',
    );
  return problems;
}
