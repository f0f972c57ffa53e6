import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Review, Site } from '../src/content/schema.ts';
import { ownerTextSamples } from './content/owner-samples.ts';
import { publishProblems } from './publish-check.ts';

const root = path.resolve(import.meta.dirname, '..');
const samplePortrait = path.join(root, 'content', 'portrait.webp');
let dir = '';
afterAll(() => rm(dir, { recursive: true, force: true }));

const real: Site = {
  name: 'Mette Hansen',
  role: 'Frivillig vejleder i jura',
  phone: '+45 20 30 40 50',
  email: 'mette@juridiskvejledning.dk',
  instagram: '@mettehansen',
  url: 'https://juridiskvejledning.dk',
  founded: '2024-09',
  study: { da: 'Jurastuderende, kandidat', en: 'Law student, master’s' },
  university: { da: 'Aarhus Universitet', en: 'Aarhus University' },
  review: { da: 'Ingen advokat gennemgår min vejledning.', en: 'No lawyer reviews my guidance.' },
  homeTeasers: ['a', 'b'],
  forms: { provider: 'netlify' },
  host: { name: 'Netlify, Inc.', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' },
  retentionMonths: 12,
  deadlineWarningDays: 14,
  confirmed: [],
  newsletter: {
    action: 'https://buttondown.com/api/emails/embed-subscribe/mette',
    emailField: 'email',
    service: { name: 'Buttondown', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' },
  },
};
const courses = {};
/** The owner's own posts: none of the repository's examples. */
const posts = [
  { file: 'content/posts/a.md', slug: 'a', sample: false },
  { file: 'content/posts/b.md', slug: 'b', sample: false },
];
const onGitHub = { ...real, host: { name: 'GitHub, Inc.', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' } };
const review: Review = { id: 1, name: 'Karen', rating: 5, comment: 'Tak', date: '2025-05-01' };

async function ownPhoto() {
  dir = await mkdtemp(path.join(tmpdir(), 'jv-portrait-'));
  const file = path.join(dir, 'portrait.webp');
  await writeFile(file, 'a real photo');
  return file;
}

describe('publish check', () => {
  it('passes once every owner fact, the portrait and the reviews are real', async () => {
    expect(await publishProblems({ site: real, reviews: [review], courses, posts, portrait: await ownPhoto(), target: 'netlify' })).toEqual(
      [],
    );
  });

  it('names every sample value: owner facts, example.dk addresses, the portrait, invented reviews, courses and example articles', async () => {
    const sample = {
      ...real,
      name: 'Anna Eksempel',
      role: 'Juridisk vejleder (frivillig)',
      phone: '+45 12 34 56 78',
      instagram: '@juridiskvejledning',
      founded: '2025-03',
      study: { da: 'Jurastuderende på 3. år af bacheloruddannelsen i jura', en: 'Law student' },
      email: 'kontakt@example.dk',
      url: 'https://www.example.dk',
    };
    const problems = await publishProblems({
      site: sample,
      reviews: [{ ...review, sample: true }],
      courses: { sample: true },
      posts: posts.map((post) => ({ ...post, sample: true })),
      portrait: samplePortrait,
      target: 'netlify',
    });
    expect(problems.join('\n')).toMatch(
      /"name" is the sample[\s\S]*"phone" is the sample[\s\S]*"email" is a sample[\s\S]*"url" is a sample/,
    );
    expect(problems.join('\n')).toContain('content/portrait.webp: is still the sample drawing');
    expect(problems.join('\n')).toContain('review 1 (Karen) is an invented sample');
    expect(problems.join('\n')).toContain('"instagram" is the sample "@juridiskvejledning"');
    expect(problems.join('\n')).toContain("content/courses.yaml: the courses are the repository's examples");
    expect(problems.join('\n')).toMatch(/"role" is the sample[\s\S]*"founded" is the sample "2025-03"[\s\S]*"study" is the sample/);
    expect(problems).toContain(
      "content/posts/a.md: is one of the repository's example articles (sample: true); read it against the law as your own and delete the line, or delete the post",
    );
    expect(problems).toContain(
      'content/site.yaml: field "homeTeasers" names the example article(s) a, b; name posts of your own, or delete the lines to show your newest posts',
    );
  });

  it('refuses Netlify Forms on a host that cannot receive them', async () => {
    const portrait = await ownPhoto();
    expect(await publishProblems({ site: onGitHub, reviews: [], courses, posts, portrait, target: 'github-pages' })).toEqual([
      'content/site.yaml: forms.provider is netlify, but github-pages cannot receive forms; use endpoint or mailto',
    ]);
    const mailto = { ...onGitHub, forms: { provider: 'mailto' as const } };
    expect(await publishProblems({ site: mailto, reviews: [], courses, posts, portrait, target: 'github-pages' })).toEqual([]);
  });

  it('refuses a host that is not the deploy target, and the sample list service; no newsletter at all is fine', async () => {
    const portrait = await ownPhoto();
    const mailto = { ...real, forms: { provider: 'mailto' as const } };
    expect(await publishProblems({ site: mailto, reviews: [], courses, posts, portrait, target: 'github-pages' })).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml: host is "Netlify, Inc\.", but the site is published on github-pages: name that company \(the privacy policy says who hosts the site\), e\.g\. host: \{ name: "GitHub, Inc\.", country: US/,
      ),
    ]);
    expect(await publishProblems({ site: mailto, reviews: [], courses, posts, portrait, target: 'static' })).toEqual([]);
    const { newsletter, instagram, homeTeasers, ...without } = real;
    expect([newsletter, instagram, homeTeasers].every(Boolean)).toBe(true);
    expect(await publishProblems({ site: without, reviews: [], courses, posts, portrait, target: 'netlify' })).toEqual([]);
    const sampleList = { ...real, newsletter: { ...real.newsletter!, action: 'https://nyhedsbrev.example.com/tilmeld' } };
    expect(await publishProblems({ site: sampleList, reviews: [], courses, posts, portrait, target: 'netlify' })).toEqual([
      expect.stringContaining('content/site.yaml: field "newsletter" is the sample list service'),
    ]);
  });

  it('accepts a fact that is true as the sample when site.yaml confirms it', async () => {
    const portrait = await ownPhoto();
    const sampleRole = {
      ...real,
      role: 'Juridisk vejleder (frivillig)',
      study: { da: 'Jurastuderende på 3. år af bacheloruddannelsen i jura', en: 'Third year' },
    };
    const unconfirmed = await publishProblems({ site: sampleRole, reviews: [], courses, posts, portrait, target: 'netlify' });
    expect(unconfirmed).toEqual([
      expect.stringContaining('field "role" is the sample'),
      expect.stringContaining('field "study" is the sample'),
    ]);
    expect(unconfirmed[0]).toContain('confirmed: [role]');
    const confirmed = { ...sampleRole, confirmed: ['role', 'study'] };
    expect(await publishProblems({ site: confirmed, reviews: [], courses, posts, portrait, target: 'netlify' })).toEqual([]);
  });

  it('lists each owner text still as shipped, in either language, until it is rewritten or confirmed', async () => {
    const portrait = await ownPhoto();
    const sampleTexts = {
      da: Object.fromEntries(Object.entries(ownerTextSamples).map(([key, text]) => [key, text.da])),
      en: Object.fromEntries(Object.entries(ownerTextSamples).map(([key, text]) => [key, text.en])),
    };
    const keys = Object.keys(ownerTextSamples);
    const listed = await publishProblems({ site: real, reviews: [], courses, posts, portrait, target: 'netlify', texts: sampleTexts });
    expect(listed).toHaveLength(keys.length);
    const [first, second] = keys as [string, string];
    expect(listed).toContain(
      `content/i18n/da.json: field "${first}" is the sample text (in en.json too), in the sample owner's voice; write it in your own words, or, if it is true for you, confirm it in content/site.yaml: confirmed: [${first}]`,
    );
    // Rewritten in Danish only: the English is still the sample's.
    const rewritten = { ...sampleTexts, da: { ...sampleTexts.da, [first]: 'Mine egne ord.' } };
    const afterRewrite = await publishProblems({
      site: { ...real, confirmed: [second] },
      reviews: [],
      courses,
      posts,
      portrait,
      target: 'netlify',
      texts: rewritten,
    });
    expect(afterRewrite.filter((p) => p.includes(`"${first}"`))).toEqual([expect.stringContaining('content/i18n/en.json')]);
    expect(afterRewrite.filter((p) => p.includes(`"${second}"`))).toEqual([]);
    expect(afterRewrite).toHaveLength(keys.length - 1);
  });
});
