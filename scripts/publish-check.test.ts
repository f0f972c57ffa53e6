import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Review, Site } from '../src/content/schema.ts';
import { publishProblems } from './publish-check.ts';

const root = path.resolve(import.meta.dirname, '..');
const samplePortrait = path.join(root, 'public', 'portrait.webp');
let dir = '';
afterAll(() => rm(dir, { recursive: true, force: true }));

const real: Site = {
  name: 'Mette Hansen',
  role: 'Juridisk vejleder (frivillig)',
  phone: '+45 20 30 40 50',
  email: 'mette@juridiskvejledning.dk',
  instagram: '@mettehansen',
  url: 'https://juridiskvejledning.dk',
  founded: '2025-03',
  study: { da: 'Jurastuderende, kandidat', en: 'Law student, master’s' },
  university: { da: 'Aarhus Universitet', en: 'Aarhus University' },
  review: { da: 'Ingen advokat gennemgår min vejledning.', en: 'No lawyer reviews my guidance.' },
  homeTeasers: ['a', 'b'],
  forms: { provider: 'netlify' },
  host: { name: 'Netlify, Inc.', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' },
  retentionMonths: 12,
  deadlineWarningDays: 14,
  newsletter: {
    action: 'https://buttondown.com/api/emails/embed-subscribe/mette',
    emailField: 'email',
    service: { name: 'Buttondown', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' },
  },
};
const courses = {};
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
    expect(await publishProblems({ site: real, reviews: [review], courses, portrait: await ownPhoto(), target: 'netlify' })).toEqual([]);
  });

  it('names every sample value: name, phone, Instagram, example.dk addresses, the portrait, invented reviews and courses', async () => {
    const sample = {
      ...real,
      name: 'Anna Eksempel',
      phone: '+45 12 34 56 78',
      instagram: '@juridiskvejledning',
      email: 'kontakt@example.dk',
      url: 'https://www.example.dk',
    };
    const problems = await publishProblems({
      site: sample,
      reviews: [{ ...review, sample: true }],
      courses: { sample: true },
      portrait: samplePortrait,
      target: 'netlify',
    });
    expect(problems.join('\n')).toMatch(/name is the sample[\s\S]*phone is the sample[\s\S]*email is a sample[\s\S]*url is a sample/);
    expect(problems.join('\n')).toContain('portrait.webp: still the sample drawing');
    expect(problems.join('\n')).toContain('review 1 (Karen) is an invented sample');
    expect(problems.join('\n')).toContain('instagram is the sample "@juridiskvejledning"');
    expect(problems.join('\n')).toContain("content/courses.yaml: the courses are the repository's examples");
  });

  it('refuses Netlify Forms on a host that cannot receive them', async () => {
    const portrait = await ownPhoto();
    expect(await publishProblems({ site: onGitHub, reviews: [], courses, portrait, target: 'github-pages' })).toEqual([
      'content/site.yaml: forms.provider is netlify, but github-pages cannot receive forms; use endpoint or mailto',
    ]);
    const mailto = { ...onGitHub, forms: { provider: 'mailto' as const } };
    expect(await publishProblems({ site: mailto, reviews: [], courses, portrait, target: 'github-pages' })).toEqual([]);
  });

  it('refuses a host that is not the deploy target, and a newsletter box without a list service', async () => {
    const portrait = await ownPhoto();
    const mailto = { ...real, forms: { provider: 'mailto' as const } };
    expect(await publishProblems({ site: mailto, reviews: [], courses, portrait, target: 'github-pages' })).toEqual([
      'content/site.yaml: host is "Netlify, Inc.", but the site is published on github-pages: name that company (the privacy policy says who hosts the site)',
    ]);
    expect(await publishProblems({ site: mailto, reviews: [], courses, portrait, target: 'static' })).toEqual([]);
    const withoutList = { ...real, newsletter: undefined };
    expect(await publishProblems({ site: withoutList, reviews: [], courses, portrait, target: 'netlify' })).toEqual([
      expect.stringContaining('content/site.yaml: newsletter is not set'),
    ]);
  });
});
