import { isSamplePortrait } from './content/sample-portrait.ts';
import { readFile } from 'node:fs/promises';
import type { Courses, Language, Review, Site } from '../src/content/schema.ts';
import { ownerTextSamples, sampleDomain, sampleFacts } from './content/owner-samples.ts';

/** Where the built site is published: decides which form settings can reach the owner there. */
export const deployTargets = ['netlify', 'github-pages', 'cloudflare-pages', 'static'] as const;
export type DeployTarget = (typeof deployTargets)[number];

/** How to keep a value that is true as shipped: one line in site.yaml. */
const confirmHint = (name: string) => `or, if it is true for you, confirm it in content/site.yaml: confirmed: [${name}]`;

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
 * sample owner facts and owner texts (unless confirmed), the sample portrait, invented reviews,
 * example courses and articles, and a forms setting the deploy target cannot receive (Netlify
 * Forms only work on Netlify).
 */
export async function publishProblems(input: {
  site: Site;
  reviews: readonly Review[];
  courses: Pick<Courses, 'sample'>;
  /** The published posts (their Danish files) and whether each is one of the repository's examples. */
  posts: readonly { file: string; slug: string; sample: boolean }[];
  /** content/i18n/*.json as written; without them no owner text is checked. */
  texts?: Record<Language, Record<string, string>>;
  portrait: string;
  target: DeployTarget;
}): Promise<string[]> {
  const { site, reviews, courses, posts, texts, target } = input;
  const confirmed = new Set(site.confirmed);
  const problems: string[] = [];
  const fact = (name: keyof typeof sampleFacts, value: string | undefined, what: string) => {
    if (value === sampleFacts[name] && !confirmed.has(name))
      problems.push(`content/site.yaml: field "${name}" is the sample "${value}"; ${what}, ${confirmHint(name)}`);
  };
  fact('name', site.name, 'write your name');
  fact('role', site.role, 'describe your own role');
  fact('phone', site.phone, 'write your phone number');
  fact('founded', site.founded, 'write the month you started (YYYY-MM)');
  fact('study', site.study.da, 'write how far you are in your degree');
  fact('university', site.university.da, 'write your university');
  fact('instagram', site.instagram, 'write your own handle, or delete the line to show no Instagram');
  if (sampleDomain.test(site.email)) problems.push(`content/site.yaml: field "email" is a sample address (${site.email})`);
  if (sampleDomain.test(site.url)) problems.push(`content/site.yaml: field "url" is a sample address (${site.url}); or set SITE_URL`);
  if (site.newsletter && sampleDomain.test(site.newsletter.action))
    problems.push(
      `content/site.yaml: field "newsletter" is the sample list service (${site.newsletter.action}); set your own (docs/architecture.md, "Newsletter"), or delete the newsletter lines to show no newsletter box`,
    );
  // In her voice, or a promise about her: hers to write, or to confirm as true.
  // One line a text: on the Danish file, saying so if the English is still the sample's too.
  if (texts)
    for (const [key, sample] of Object.entries(ownerTextSamples)) {
      if (confirmed.has(key)) continue;
      const [da, en] = [texts.da[key] === sample.da, texts.en[key] === sample.en];
      if (da || en)
        problems.push(
          `content/i18n/${da ? 'da' : 'en'}.json: field "${key}" is the sample text${da && en ? ' (in en.json too)' : ''}, in the sample owner's voice; write it in your own words, ${confirmHint(key)}`,
        );
    }
  const portrait = await readFile(input.portrait).catch(() => null);
  if (portrait === null || isSamplePortrait(portrait))
    problems.push(
      `content/portrait.webp: ${portrait === null ? 'is missing' : 'is still the sample drawing'}; put your own photo there (portrait orientation, WebP, at least 576×720 px)`,
    );
  for (const review of reviews.filter((r) => r.sample))
    problems.push(
      `content/reviews.yaml: review ${review.id} (${review.name}) is an invented sample; publishing it as real is misleading (no reviews yet? write [])`,
    );
  if (courses.sample)
    problems.push("content/courses.yaml: the courses are the repository's examples (sample: true); write your own and delete the line");
  // Published under the owner's name: each must be theirs, read against the law, before it goes out.
  for (const post of posts.filter((p) => p.sample))
    problems.push(
      `${post.file}: is one of the repository's example articles (sample: true); read it against the law as your own and delete the line, or delete the post`,
    );
  const sampleSlugs = new Set(posts.filter((p) => p.sample).map((p) => p.slug));
  const sampleTeasers = (site.homeTeasers ?? []).filter((slug) => sampleSlugs.has(slug));
  if (sampleTeasers.length > 0)
    problems.push(
      `content/site.yaml: field "homeTeasers" names the example article(s) ${sampleTeasers.join(', ')}; name posts of your own, or delete the lines to show your newest posts`,
    );
  if (site.forms.provider === 'netlify' && target !== 'netlify')
    problems.push(`content/site.yaml: forms.provider is netlify, but ${target} cannot receive forms; use endpoint or mailto`);
  const host = hosts[target];
  if (host && !host.name.test(site.host.name))
    problems.push(
      `content/site.yaml: host is "${site.host.name}", but the site is published on ${target}: name that company (the privacy policy says who hosts the site), e.g. ${host.write}`,
    );
  return problems;
}
