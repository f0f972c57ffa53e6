import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildContent, type BuildContentOptions } from './build.ts';
import { PICTURE_SIZES, PICTURE_WIDTHS } from './post-pictures.ts';
import { HEIC_PHOTO } from './load-content.ts';
import type { PagePayload } from '../../src/content/pagePayload.ts';
import { CONTENTS_FROM, type Post, type PostSummary } from '../../src/content/schema.ts';
import { ContentErrors } from './content-error.ts';
import { makeContent, validFiles } from './fixture/make-content.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** A build of the fixture content with these files changed; `options` add to the build's own (a picture cache, a day). */
async function build(overrides: Record<string, string | Uint8Array | null> = {}, options: Partial<BuildContentOptions> = {}) {
  const contentDir = await makeContent(overrides);
  const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-generated-'));
  dirs.push(contentDir, generatedDir);
  const result = await buildContent({ contentDir, generatedDir, cwd: contentDir, shareImages: false, ...options });
  return { result, generatedDir };
}

/** The build's error message for content with these files changed. */
async function failure(overrides: Record<string, string | Uint8Array | null>): Promise<string> {
  const error = await build(overrides).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentErrors);
  return (error as ContentErrors).message;
}

/** The warnings about one field. */
const about = (warnings: string[], field: string) => warnings.filter((w) => w.includes(`field "${field}"`));

const withFrontmatter = (file: string, from: string, to: string) => validFiles[file]!.replace(from, to);

describe('buildContent', () => {
  it('writes typed modules and one data file per post from valid content', async () => {
    const { result, generatedDir } = await build();
    expect(result.posts).toBe(2);
    const index = JSON.parse(await readFile(path.join(generatedDir, 'public/post-index.json'), 'utf8')) as { slug: string }[];
    expect(index.map((p) => p.slug)).toEqual(['foerste-post', 'anden-post']);
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/anden-post.json'), 'utf8')) as Post;
    expect(post.body.da).toContain('<h2 id="foerste-afsnit">Første afsnit</h2>');
    expect(post.summary).toEqual({ slug: 'anden-post', date: '2025-04-17', category: 'family', da: { title: 'Anden post', excerpt: 'Kort resumé.' } });
    const messages = await readFile(path.join(generatedDir, 'messages-en.ts'), 'utf8');
    expect(messages).toContain('en: { [K in keyof typeof da]: string }');
  });

  it('names file and field when the title is missing', async () => {
    const message = await failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', 'title: Første post\n', '') });
    expect(message).toContain('posts/foerste-post.md: field "title" is required');
  });

  it('reports the links of a broken post in the same round as its other problems', async () => {
    const broken = `${withFrontmatter('posts/foerste-post.md', 'title: Første post\n', '')}\n[Videre](/blog/findes-ikke/)\n`;
    const message = await failure({ 'posts/foerste-post.md': broken });
    expect(message).toContain('posts/foerste-post.md: field "title" is required');
    expect(message).toContain('posts/foerste-post.md: field "body" links to /blog/findes-ikke/, but there is no post with that slug');
  });

  it('names file and field when the title is empty', async () => {
    const message = await failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', 'title: Første post', 'title: "  "') });
    expect(message).toContain('posts/foerste-post.md: field "title" must not be empty');
  });

  it('rejects a date that does not exist, although YAML would roll it over', async () => {
    const message = await failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', '2025-05-10', '2024-02-30') });
    expect(message).toContain('posts/foerste-post.md: field "date" is not a real calendar date');
  });

  it('rejects a date in another format', async () => {
    const message = await failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', '2025-05-10', '10-05-2025') });
    expect(message).toContain('posts/foerste-post.md: field "date" must be a date written as YYYY-MM-DD');
  });

  it('rejects an unknown category and lists the allowed ones', async () => {
    const message = await failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', 'Familieret', 'Skatteret') });
    expect(message).toContain('posts/foerste-post.md: field "category" must be one of: Familieret, Lejeret');
  });

  it('rejects a duplicate slug in a subfolder', async () => {
    const message = await failure({ 'posts/2025/foerste-post.md': validFiles['posts/foerste-post.md']! });
    expect(message).toMatch(/posts\/2025\/foerste-post\.md: field "slug" "foerste-post" is already used by posts\/foerste-post\.md|posts\/foerste-post\.md: field "slug" "foerste-post" is already used by posts\/2025\/foerste-post\.md/);
  });

  it('reports malformed YAML frontmatter with its line', async () => {
    const message = await failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', 'excerpt: Kort resumé.', 'excerpt: [ikke lukket') });
    expect(message).toMatch(/posts\/foerste-post\.md: is not valid YAML \(line \d+\)/);
  });

  it('says what to do about the usual YAML slips: a colon in a title, an apostrophe, an open quote', async () => {
    const titled = (title: string) => ({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', 'title: Første post', `title: ${title}`) });
    expect(await failure(titled('Huslejestigning: Hvad må udlejer?'))).toContain(
      'put the text in double quotes and write title: "Huslejestigning: Hvad må udlejer?"',
    );
    expect(await failure(titled("'Lejerens ret og udlejer's pligt'"))).toContain("an apostrophe must be written twice ('')");
    expect(await failure(titled('"Ikke lukket'))).toContain('must end with the same mark on the same line');
    // A line indented too far gives the parser's same complaint, but the quotes would not help.
    const indented = failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', '\ndate: ', '\n  date: ') });
    expect(await indented).toContain('Check the indentation');
    expect(await indented).not.toContain('double quotes');
  });

  it('reports malformed YAML in a data file', async () => {
    const message = await failure({ 'reviews.yaml': '- id: 1\n  name: "A\n' });
    expect(message).toMatch(/reviews\.yaml: is not valid YAML/);
  });

  it('names the key a translation lacks, in either direction', async () => {
    const message = await failure({
      'i18n/en.json': JSON.stringify({ 'nav.home': 'Home', 'extra.key': 'Extra' }),
    });
    expect(message).toContain('i18n/en.json: field "blog.title" is missing (it is in i18n/da.json)');
    expect(message).toContain('i18n/da.json: field "extra.key" is missing (it is in i18n/en.json)');
  });

  it('rejects a link to a post that does not exist', async () => {
    const message = await failure({ 'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', '/blog/anden-post', '/blog/findes-ikke') });
    expect(message).toContain('posts/foerste-post.md: field "body" links to /blog/findes-ikke/, but there is no post with that slug');
  });

  it('rejects raw HTML and a level-1 heading in a post body', async () => {
    const message = await failure({ 'posts/foerste-post.md': validFiles['posts/foerste-post.md']! + '\n# Titel\n\n<script>alert(1)</script>\n' });
    expect(message).toContain('posts/foerste-post.md: field "body" uses a level-1 heading');
    expect(message).toContain('posts/foerste-post.md: field "body" contains raw HTML');
  });

  it('rejects a review rating outside 1–5 and a duplicate id', async () => {
    const message = await failure({
      'reviews.yaml': validFiles['reviews.yaml']!.replace('rating: 4.5', 'rating: 6'),
    });
    expect(message).toContain('reviews.yaml: field "1.rating" must be between 1 and 5');
  });

  it('rejects two reviews with the same id', async () => {
    const message = await failure({ 'reviews.yaml': validFiles['reviews.yaml']!.replace('id: 2', 'id: 1') });
    expect(message).toContain('reviews.yaml: field "1.id" 1 is used by an earlier review');
  });

  it('rejects course credits outside 3.0–7.0', async () => {
    const message = await failure({ 'courses.yaml': validFiles['courses.yaml']!.replace('credits: 6.0', 'credits: 2.5') });
    expect(message).toContain('courses.yaml: field "completed.0.credits" must be between 3.0 and 7.0 lessons');
  });

  it('rejects a text whose key prefix belongs to no text group, instead of putting it on every page', async () => {
    const message = await failure({
      'i18n/da.json': JSON.stringify({ 'nav.home': 'Hjem', 'blog.title': 'Blog', 'privatliv.title': 'Privatliv' }),
      'i18n/en.json': JSON.stringify({ 'nav.home': 'Home', 'blog.title': 'Blog', 'privatliv.title': 'Privacy' }),
    });
    expect(message).toContain('i18n/da.json: field "privatliv.title" starts with "privatliv.", which belongs to no text group');
  });

  it('rejects a course title or teacher given in one language only', async () => {
    const message = await failure({
      'courses.yaml': validFiles['courses.yaml']!.replace('teacher: { da: Underviser, en: Teacher }', 'teacher: Underviser'),
    });
    expect(message).toContain('courses.yaml: field "completed.0.teacher" must be given in Danish and English');
    const missingEnglish = await failure({ 'courses.yaml': validFiles['courses.yaml']!.replace(', en: Anti-Money Laundering Act', '') });
    expect(missingEnglish).toContain('courses.yaml: field "inProgress.0.title.en" is required');
  });

  it('rejects a course area or a category that is not a legal area, naming the areas', async () => {
    const message = await failure({
      'courses.yaml': validFiles['courses.yaml']!.replace('area: Familieret', 'area: Skatteret'),
      'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', 'Familieret', 'Skatteret'),
    });
    expect(message).toContain('courses.yaml: field "completed.0.area" must be one of: Familieret, Lejeret, Erhvervsret');
    expect(message).toContain('posts/foerste-post.md: field "category" must be one of: Familieret, Lejeret, Erhvervsret');
  });

  it('rejects two legal areas with the same id or name', async () => {
    const message = await failure({ 'legal-areas.yaml': validFiles['legal-areas.yaml']!.replace('id: rent', 'id: family').replace('da: Erhvervsret', 'da: Lejeret') });
    expect(message).toContain('legal-areas.yaml: field "1.id" family is used by an earlier area');
    expect(message).toContain('legal-areas.yaml: field "2.da" Lejeret is used by an earlier area');
  });

  it('writes each legal area\'s name as a text in both languages and keeps the id in the post', async () => {
    const { generatedDir } = await build();
    // Every page's payload has the areas' names (core texts), in its language.
    const home = JSON.parse(await readFile(path.join(generatedDir, 'public/page-data/home.json'), 'utf8')) as PagePayload;
    const en = JSON.parse(await readFile(path.join(generatedDir, 'public/page-data/en/home.json'), 'utf8')) as PagePayload;
    expect(home.texts['area.family']).toBe('Familieret');
    expect(en.texts['area.family']).toBe('Family law');
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.summary.category).toBe('family');
  });

  it('lists the cards of /ydelser and the home page\'s areas as legal-areas.yaml orders them, with no code to change', async () => {
    const areas = `- id: family
  da: Familieret
  en: Family law
  services: { order: 2, points: [{ da: Samvær, en: Contact }, { da: Skilsmisse, en: Divorce }] }
- id: rent
  da: Lejeret
  en: Tenancy law
  home: { order: 1, text: { da: Om din lejebolig., en: About your rented home. } }
  services: { order: 1, title: { da: Leje af bolig, en: Renting a home }, points: [{ da: Depositum, en: Deposit }, { da: Fejl, en: Defects }] }
- id: business
  da: Erhvervsret
  en: Business law
`;
    const { generatedDir } = await build({ 'legal-areas.yaml': areas });
    const services = JSON.parse(await readFile(path.join(generatedDir, 'public/page-data/services.json'), 'utf8')) as PagePayload;
    expect(services.data.serviceCards).toEqual([
      { id: 'rent', title: { da: 'Leje af bolig', en: 'Renting a home' }, points: [{ da: 'Depositum', en: 'Deposit' }, { da: 'Fejl', en: 'Defects' }] },
      { id: 'family', points: [{ da: 'Samvær', en: 'Contact' }, { da: 'Skilsmisse', en: 'Divorce' }] },
    ]);
    const home = JSON.parse(await readFile(path.join(generatedDir, 'public/page-data/home.json'), 'utf8')) as PagePayload;
    expect(home.data.homeAreas).toEqual([{ id: 'rent', text: { da: 'Om din lejebolig.', en: 'About your rented home.' } }]);
    // A teaser links to its area's card: an area on the home page needs one.
    const message = await failure({ 'legal-areas.yaml': areas.replace('services: { order: 2', 'services: { order: 0').replace('{ da: Fejl, en: Defects }', '{ da: Fejl, en: Defects }, { da: A, en: A }, { da: B, en: B }, { da: C, en: C }') });
    expect(message).toContain('legal-areas.yaml: field "0.services.order" must be 1 or more');
    expect(message).toContain('legal-areas.yaml: field "1.services.points" must list at most 4 points');
    const teaserOnly = await failure({ 'legal-areas.yaml': areas.replace(/ {2}services: \{ order: 1, title.*\n/, '') });
    expect(teaserOnly).toContain('legal-areas.yaml: field "1.home" links to the area\'s card on /ydelser');
  });

  it('rejects a translation that writes a legal area\'s name itself', async () => {
    const message = await failure({
      'i18n/da.json': JSON.stringify({ 'nav.home': 'Hjem', 'blog.title': 'Blog', 'area.family': 'Familie' }),
      'i18n/en.json': JSON.stringify({ 'nav.home': 'Home', 'blog.title': 'Blog', 'area.family': 'Family' }),
    });
    expect(message).toContain('i18n/da.json: field "area.family" is a legal area\'s name: write it in content/legal-areas.yaml instead');
  });

  it('names a missing data file', async () => {
    const message = await failure({ 'courses.yaml': null });
    expect(message).toContain('courses.yaml: is missing');
  });

  it('reports every problem at once', async () => {
    const message = await failure({
      'posts/foerste-post.md': withFrontmatter('posts/foerste-post.md', 'title: Første post\n', ''),
      'courses.yaml': validFiles['courses.yaml']!.replace('credits: 6.0', 'credits: 9'),
    });
    expect(message).toMatch(/^Content has 2 problems:/);
  });
});

describe('links and images in a post', () => {
  const withBody = (body: string) => ({ 'posts/foerste-post.md': validFiles['posts/foerste-post.md']! + `\n${body}\n` });

  it.each([
    ['javascript:', '[klik](javascript:alert(1))', 'javascript:alert(1)'],
    ['upper case', '[klik](JavaScript:alert(1))', 'JavaScript:alert(1)'],
    ['an entity', '[klik](&#x6a;avascript:alert(1))', 'javascript:alert(1)'],
    ['white space inside', '[klik](<java\tscript:alert(1)>)', 'java\tscript:alert(1)'],
    ['vbscript:', '[klik](vbscript:msgbox)', 'vbscript:msgbox'],
    ['data: in an image', '![billede](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a reference definition', '[klik][x]\n\n[x]: javascript:alert(1)', 'javascript:alert(1)'],
    ['another scheme', '[klik](file:///etc/passwd)', 'file:///etc/passwd'],
    ['a host without scheme', '[klik](//evil.example/x)', '//evil.example/x'],
  ])('rejects %s, naming the file and the field', async (_, body, url) => {
    const message = await failure(withBody(body));
    expect(message).toContain(`posts/foerste-post.md: field "body" links to ${JSON.stringify(url)}, which is not allowed`);
  });

  it('accepts https, http, mailto, tel, site paths and #anchors', async () => {
    const body = '[a](https://retsinformation.dk) [b](http://example.dk) [c](mailto:a@b.dk) [d](tel:+4512345678) [e](/kontakt) [f](#afsnit)';
    const { result } = await build(withBody(body));
    expect(result.posts).toBe(2);
  });

  it('resolves relative links like absolute ones: checked, and written as site paths', async () => {
    const message = await failure(withBody('[x](../blog/findes-ikke)'));
    expect(message).toContain('posts/foerste-post.md: field "body" links to /blog/findes-ikke/, but there is no post with that slug');
    const { generatedDir } = await build(withBody('[y](anden-post)'));
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.body.da).toContain('<a href="/blog/anden-post/">y</a>');
  });
});

describe('images in a post (issue #26)', () => {
  const withBody = (body: string) => validFiles['posts/foerste-post.md']! + `\n${body}\n`;
  /** A drawing: sent as it is (it scales itself). */
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#1d3f6e"/></svg>';

  it('refuses an image without a description, naming the file and the line, and what to write (issue #61)', async () => {
    const text = withBody('Første linje.\n\n![](/images/kort.png)');
    const line = text.split('\n').indexOf('![](/images/kort.png)') + 1;
    const message = await failure({ 'posts/foerste-post.md': text, 'images/kort.png': svg });
    expect(message.split('\n').slice(1)).toEqual([
      `  - posts/foerste-post.md: field "body" has an image without a description on line ${line}: write what it shows between the brackets, ![Udlejers fraflytningsrapport, side 1](…), so a reader who cannot see it is told`,
    ]);
  });

  it('refuses a local image that does not exist and an image from another site, naming the file', async () => {
    const missing = await failure({ 'posts/foerste-post.md': withBody('![Et kort](/images/kort.png)') });
    expect(missing).toContain('posts/foerste-post.md: field "body" shows the image /images/kort.png, but there is no file content/images/kort.png');
    const message = await failure({ 'posts/foerste-post.md': withBody('![Et foto](https://example.com/foto.jpg)') });
    expect(message).toContain(
      "posts/foerste-post.md: field \"body\" shows the image https://example.com/foto.jpg from another site, which the site's security policy blocks",
    );
  });

  it('publishes a local image with its width and height, loaded lazily', async () => {
    const { generatedDir } = await build({ 'posts/foerste-post.md': withBody('![Et kort over området](/images/kort.svg)'), 'images/kort.svg': svg });
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.body.da).toContain('<img src="/images/kort.svg" width="640" height="360" loading="lazy" decoding="async" alt="Et kort over området">');
    expect(await readFile(path.join(generatedDir, 'public/images/kort.svg'), 'utf8')).toBe(svg);
  });
});

describe('pictures resized (issue #61)', () => {
  const withBody = (body: string) => validFiles['posts/foerste-post.md']! + `\n${body}\n`;
  /** A photo as a phone takes it: 4000 × 3000, several MB of JPEG (noise does not compress). */
  const photo = () => sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();


  // Making a photo of several MB and resizing it is real work: about 2.5 s alone, more beside the rest of the suite.
  it('sends a 4000-px photo in three widths of WebP with srcset, sizes and its shape; a rebuild resizes nothing', { timeout: 60_000 }, async () => {
    const pictureCacheDir = await mkdtemp(path.join(tmpdir(), 'jv-pictures-'));
    dirs.push(pictureCacheDir);
    const original = await photo();
    const files = { 'posts/foerste-post.md': withBody('![Udlejers fraflytningsrapport](/images/rapport.jpg)'), 'images/rapport.jpg': original };
    const { result, generatedDir } = await build(files, { pictureCacheDir });
    expect(result.resized).toBe(1);
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    const img = /<img [^>]*>/.exec(post.body.da)?.[0] ?? '';
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(img)?.[1];
    const srcset = (attribute('srcset') ?? '').split(', ').map((entry) => entry.split(' '));
    expect(srcset.map(([, width]) => width)).toEqual(PICTURE_WIDTHS.map((w) => `${w}w`));
    expect(attribute('sizes')).toBe(PICTURE_SIZES);
    expect(attribute('src')).toBe(srcset.at(-1)?.[0]);
    expect([attribute('width'), attribute('height')]).toEqual(['1440', '1080']);
    expect(attribute('loading')).toBe('lazy');
    expect(attribute('alt')).toBe('Udlejers fraflytningsrapport');
    // Each address a file of that width, far lighter than the original, which is not sent.
    for (const [url = '', width] of srcset) {
      const file = await readFile(path.join(generatedDir, 'public', url));
      const meta = await sharp(file).metadata();
      expect([meta.format, `${meta.width}w`]).toEqual(['webp', width]);
      expect(file.length).toBeLessThan(original.length / 4);
    }
    expect(await readFile(path.join(generatedDir, 'public/images/rapport.jpg')).catch(() => null)).toBeNull();
    // Warned: the original is heavy for the repository.
    expect(result.warnings).toContain(
      `posts/foerste-post.md: field "body" shows /images/rapport.jpg, whose file images/rapport.jpg is ${(original.length / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB: the site sends smaller copies, but the original stays in the repository; save it at most 2000 px wide before adding it`,
    );
    // The feed's reader gets the widest, at its full address.
    const feed = await readFile(path.join(generatedDir, 'public/feed.xml'), 'utf8');
    expect(feed).not.toContain('srcset');
    expect(feed).toContain(`src="https://example.dk${attribute('src') ?? ''}"`);
    const again = await build(files, { pictureCacheDir });
    expect(again.result.resized).toBe(0);
  });

  it('turns a photo stored on its side, keeps a narrow one at its width, and refuses a damaged one naming the post', { timeout: 30_000 }, async () => {
    const pictureCacheDir = await mkdtemp(path.join(tmpdir(), 'jv-pictures-'));
    dirs.push(pictureCacheDir);
    // A phone's portrait photo: stored 400 × 300 with a note to turn it a quarter (EXIF orientation 6).
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#806040' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { generatedDir } = await build({ 'posts/foerste-post.md': withBody('![Et portræt](/images/portraet.jpg)'), 'images/portraet.jpg': sideways }, { pictureCacheDir });
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.body.da).toMatch(/<img src="\/images\/portraet-[0-9a-f]{8}-300\.webp" srcset="\/images\/portraet-[0-9a-f]{8}-300\.webp 300w" sizes="[^"]+" width="300" height="400"/);
    // A name as a phone or a Mac writes it, with spaces: each srcset candidate is still one address and one width.
    const spaced = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#406080' } }).png().toBuffer();
    const named = await build({ 'posts/foerste-post.md': withBody('![Et skærmbillede](</images/Skærmbillede 10.15.png>)'), 'images/Skærmbillede 10.15.png': spaced }, { pictureCacheDir });
    const body = (JSON.parse(await readFile(path.join(named.generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post).body.da;
    const candidates = (/ srcset="([^"]+)"/.exec(body)?.[1] ?? '').split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map((parts) => parts.length)).toEqual([2, 2]);
    for (const [address = ''] of candidates) expect((await stat(path.join(named.generatedDir, 'public', decodeURI(address)))).isFile()).toBe(true);
    // A HEIC photo is refused with what to do: no browser but Safari shows it.
    const heic = Buffer.from('not read: the name says it all');
    const refused = await build({ 'posts/foerste-post.md': withBody('![Et foto](/images/foto.heic)'), 'images/foto.heic': heic }, { pictureCacheDir }).catch((e: unknown) => e);
    expect((refused as ContentErrors).message).toContain(`posts/foerste-post.md: field "body" ${HEIC_PHOTO('/images/foto.heic')}`);
    // The start of a PNG: its size can be read, its picture cannot.
    const damaged = (await sharp({ create: { width: 640, height: 360, channels: 3, background: "#fff" } }).png().toBuffer()).subarray(0, 40);
    const error = await build({ 'posts/foerste-post.md': withBody('![Et kort](/images/kort.png)'), 'images/kort.png': damaged }, { pictureCacheDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).message).toContain(
      'posts/foerste-post.md: field "body" shows the image /images/kort.png, whose file cannot be read as a picture (damaged, or not what its name says): open it and save it again as JPEG or PNG',
    );
  });
});

describe('files the build must reject or accept', () => {
  it('rejects an empty body', async () => {
    const message = await failure({ 'posts/foerste-post.md': validFiles['posts/foerste-post.md']!.replace(/---\n\n[\s\S]*$/, '---\n  \n\n') });
    expect(message).toContain('posts/foerste-post.md: field "body" is empty');
  });

  it('rejects a file that is not UTF-8', async () => {
    const latin1 = Buffer.from(validFiles['posts/foerste-post.md']!.replace('Kort resumé.', 'Kontrolbesøg.'), 'latin1');
    const message = await failure({ 'posts/foerste-post.md': latin1 });
    expect(message).toContain('posts/foerste-post.md: is not valid UTF-8 text');
  });

  it.each(['ny-post.MD', 'ny-post.markdown', 'ny-post.mkd'])('names a Markdown file that does not end in .md (%s)', async (name) => {
    const message = await failure({ [`posts/${name}`]: validFiles['posts/foerste-post.md']! });
    expect(message).toContain(`posts/${name}: is not read: a post's file name must end in .md`);
  });

  it('rejects a review rating that is not a whole or half number', async () => {
    const message = await failure({ 'reviews.yaml': validFiles['reviews.yaml']!.replace('rating: 4.5', 'rating: 4.3') });
    expect(message).toContain('reviews.yaml: field "1.rating" must be a whole or half number');
  });

  it('accepts Windows line endings, with or without a byte-order mark, in posts and data files', async () => {
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    const { result, generatedDir } = await build({
      'posts/foerste-post.md': `\uFEFF${crlf(validFiles['posts/foerste-post.md']!)}`,
      'posts/anden-post.md': crlf(validFiles['posts/anden-post.md']!),
      'site.yaml': `\uFEFF${crlf(validFiles['site.yaml']!)}`,
      'i18n/da.json': `\uFEFF${validFiles['i18n/da.json']!}`,
    });
    expect(result.posts).toBe(2);
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.summary.da.title).toBe('Første post');
    expect(post.body.da).toContain('<h2 id="foerste-afsnit">Første afsnit</h2>');
  });

  it('rejects sources that are not https links with a title', async () => {
    const bad = withFrontmatter(
      'posts/foerste-post.md',
      'excerpt: Kort resumé.\n',
      'excerpt: Kort resumé.\nsources:\n  - { title: Lejeloven, url: "http://www.retsinformation.dk/eli/lta/2022/341" }\n  - { title: "", url: "javascript:alert(1)" }\n',
    );
    const message = await failure({ 'posts/foerste-post.md': bad });
    expect(message).toContain('posts/foerste-post.md: field "sources.0.url" must be an https:// address');
    expect(message).toContain('posts/foerste-post.md: field "sources.1.title" must not be empty');
    expect(message).toMatch(/posts\/foerste-post\.md: field "sources\.1\.url" must be (an absolute URL|an https:\/\/ address)/);
  });

  it('takes an https address written in capitals, and writes it in lower case', async () => {
    const sourced = withFrontmatter(
      'posts/foerste-post.md',
      'excerpt: Kort resumé.\n',
      'excerpt: Kort resumé.\nsources:\n  - { title: Lejeloven, url: "HTTPS://www.retsinformation.dk/eli/lta/2022/341", checked: 2026-01-02 }\n',
    );
    const { generatedDir } = await build({ 'posts/foerste-post.md': sourced });
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.facts.sources?.da).toEqual([{ title: 'Lejeloven', url: 'https://www.retsinformation.dk/eli/lta/2022/341' }]);
  });

  it('shows sources and the review date with the post, and warns when the check is more than 12 months old', async () => {
    const sourced = withFrontmatter(
      'posts/foerste-post.md',
      'excerpt: Kort resumé.\n',
      // `checked` is for the publish check, never the page.
      'excerpt: Kort resumé.\nsources:\n  - { title: Lejeloven, url: "https://www.retsinformation.dk/eli/lta/2022/341", checked: 2026-01-02 }\n',
    );
    const { result, generatedDir } = await build({ 'posts/foerste-post.md': sourced.replace(/reviewed: .*/, 'reviewed: 2020-01-31') });
    expect(about(result.warnings, 'reviewed')).toEqual([
      'posts/foerste-post.md: field "reviewed" 2020-01-31 is more than 12 months ago; check the article against the law and update it',
    ]);
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.facts).toEqual({
      reviewed: '2020-01-31',
      sources: { da: [{ title: 'Lejeloven', url: 'https://www.retsinformation.dk/eli/lta/2022/341' }] },
      related: [{ slug: 'anden-post', date: '2025-04-17', title: { da: 'Anden post' } }],
    });
    const unchecked = await build({ 'posts/foerste-post.md': validFiles['posts/foerste-post.md']!.replace(/reviewed: .*\n/, '') });
    expect(about(unchecked.result.warnings, 'reviewed')).toEqual([expect.stringContaining('posts/foerste-post.md: field "reviewed" is missing')]);
  });

  it('links each post to up to three other posts of its legal area, newest first, with their titles in each language', async () => {
    const other = (title: string, date: string, category = 'Familieret') =>
      validFiles['posts/anden-post.md']!.replace('title: Anden post', `title: ${title}`).replace('2025-04-17', date).replace('Familieret', category);
    const { generatedDir } = await build({
      'posts/tredje-post.md': other('Tredje post', '2025-03-01'),
      'posts/fjerde-post.md': other('Fjerde post', '2025-06-01'),
      'posts/femte-post.md': other('Femte post', '2025-02-01'),
      'posts/leje-post.md': other('Leje post', '2025-07-01', 'Lejeret'),
      'posts/fjerde-post.en.md': '---\ntitle: Fourth post\nexcerpt: Short.\nsummary: [One point., Another point.]\n---\n\n## First section\n',
    });
    const facts = async (slug: string) => (JSON.parse(await readFile(path.join(generatedDir, `public/post-data/${slug}.json`), 'utf8')) as Post).facts;
    expect((await facts('foerste-post')).related).toEqual([
      { slug: 'fjerde-post', date: '2025-06-01', title: { da: 'Fjerde post', en: 'Fourth post' } },
      { slug: 'anden-post', date: '2025-04-17', title: { da: 'Anden post' } },
      { slug: 'tredje-post', date: '2025-03-01', title: { da: 'Tredje post' } },
    ]);
    // Alone in its area: nothing to link, and no empty list either.
    expect(await facts('leje-post')).not.toHaveProperty('related');
  });

  it('holds a post dated ahead back until a build on its day, then publishes it everywhere (issue #61)', async () => {
    // A third post, written ahead (nothing published points at it: that is refused, below).
    const ahead = withFrontmatter('posts/anden-post.md', '2025-04-17', '2026-12-03').replace('title: Anden post', 'title: Tredje post');
    const on = async (today: string, drafts = false) => {
      const { result, generatedDir } = await build({ 'posts/tredje-post.md': ahead }, { today, drafts });
      const read = (file: string) => readFile(path.join(generatedDir, file), 'utf8').catch(() => '');
      return { result, read };
    };
    const places = ['public/post-index.json', 'public/feed.xml', 'public/sitemap.xml', 'post-paths.ts', 'public/page-data/blog.json', 'public/post-data/tredje-post.json'];
    const before = await on('2026-12-02');
    expect(before.result.posts).toBe(2);
    for (const file of places) expect(await before.read(file), file).not.toContain('tredje-post');
    expect(about(before.result.warnings, 'date')).toEqual([
      'posts/tredje-post.md: field "date" 2026-12-03 is ahead: the post waits and is published by the first build on that day (the daily build, early in the morning)',
    ]);
    const that = await on('2026-12-03');
    expect(that.result.posts).toBe(3);
    for (const file of places) expect(await that.read(file), file).toContain('tredje-post');
    expect(about(that.result.warnings, 'date')).toEqual([]);
    // npm run dev shows it, marked as planned, not as a draft.
    const dev = await on('2026-12-02', true);
    const index = JSON.parse(await dev.read('public/post-index.json')) as PostSummary[];
    expect(index.find((p) => p.slug === 'tredje-post')).toMatchObject({ date: '2026-12-03', draft: true, scheduled: true });
  });

  it('checks a post dated ahead as a published one, and refuses a link to it from a post published now', async () => {
    const ahead = withFrontmatter('posts/foerste-post.md', '2025-05-10', '2999-01-01');
    // Nobody looks again on the morning it goes out: an unfinished one stops the build today.
    const unfinished = await failure({ 'posts/foerste-post.md': ahead.replace(/^title: .*$/m, 'title: ""') });
    expect(unfinished).toContain('posts/foerste-post.md: field "title" must not be empty');
    const linked = await failure({ 'posts/foerste-post.md': ahead });
    expect(linked).toContain(
      'posts/anden-post.md: field "body" links to /blog/foerste-post/, which waits until its date, 2999-01-01: give this post the same date or a later one, or remove the link',
    );
    expect(linked).toContain('site.yaml: field "homeTeasers.0" names "foerste-post", which waits until its date, 2999-01-01: name it from that day, or name another post');
    // Its picture and its links too, against what is out on its day: a post dated before it, not after.
    const third = (date: string, body: string) =>
      withFrontmatter('posts/anden-post.md', '2025-04-17', date).replace('title: Anden post', `title: Post ${date}`).replace('(/blog/foerste-post)', body);
    const problems = await failure({
      'posts/tredje-post.md': third('2998-01-01', '(/blog/fjerde-post) ![Et kort](/images/kort.png) [x](/blog/findes-ikke/)'),
      'posts/fjerde-post.md': third('2999-06-01', '(/blog/tredje-post)'),
    });
    expect(problems.split('\n').slice(1).sort()).toEqual(
      [
        '  - posts/tredje-post.md: field "body" links to /blog/fjerde-post/, which waits until its date, 2999-06-01: give this post the same date or a later one, or remove the link',
        '  - posts/tredje-post.md: field "body" shows the image /images/kort.png, but there is no file content/images/kort.png',
        '  - posts/tredje-post.md: field "body" links to /blog/findes-ikke/, but there is no post with that slug',
      ].sort(),
    );
  });
});

describe('content that would break the build or the feed (issue #27)', () => {
  const post = 'posts/foerste-post.md';

  it.each([
    ['10,000 list levels on one line', '- '.repeat(10_000) + 'x'],
    ['300 list levels, one per line', Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')],
    ['1,000 quote levels', '>'.repeat(1000) + ' x'],
  ])('refuses %s before parsing, naming the file and the line', async (_, body) => {
    const started = Date.now();
    const message = await failure({ [post]: `${validFiles[post]!}\n\n${body}\n` });
    expect(message).toMatch(/posts\/foerste-post\.md: field "body" is nested \d+ levels deep on line \d+/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('refuses a body larger than 256 KB', async () => {
    const message = await failure({ [post]: `${validFiles[post]!}\n\n${'Lang tekst. '.repeat(30_000)}\n` });
    expect(message).toContain('posts/foerste-post.md: field "body" is 352 KB; a post may be at most 256 KB');
  });

  it('keeps ordinary nesting (a list in a list in a quote)', async () => {
    const { result } = await build({ [post]: `${validFiles[post]!}\n\n> - punkt\n>   - underpunkt\n>     1. tredje niveau\n` });
    expect(result.posts).toBe(2);
  });

  it.each([
    ['a NUL', '\u0000', 'U+0000'],
    ['a form feed', '\f', 'U+000C'],
    ['a vertical tab', '\v', 'U+000B'],
    ['a right-to-left override', '\u202e', 'U+202E'],
  ])('refuses %s in a title, naming the character', async (_, character, code) => {
    const message = await failure({ [post]: withFrontmatter(post, 'title: Første post', `title: "Første${character} post"`) });
    expect(message).toContain(`posts/foerste-post.md: field "title" contains the invisible character ${code}`);
  });

  it('refuses a post named index.md: /blog/index is the list', async () => {
    const message = await failure({ 'posts/index.md': validFiles[post]! });
    expect(message).toContain('posts/index.md: file name is reserved');
  });

  it.each(['javascript:alert(1)', 'ftp://example.dk', 'data:text/html,x'])('refuses the site address %s', async (url) => {
    const site = validFiles['site.yaml']!.replace('url: https://example.dk', `url: "${url}"`);
    expect(site).not.toBe(validFiles['site.yaml']);
    const message = await failure({ 'site.yaml': site });
    expect(message).toMatch(/site\.yaml: field "url" must (start with https:\/\/|be an absolute URL)/);
  });

  it('refuses an English text whose placeholders differ from the Danish one', async () => {
    const da = JSON.parse(validFiles['i18n/da.json']!) as Record<string, string>;
    const en = JSON.parse(validFiles['i18n/en.json']!) as Record<string, string>;
    const message = await failure({
      'i18n/da.json': JSON.stringify({ ...da, 'blog.count': '{count} indlæg' }),
      'i18n/en.json': JSON.stringify({ ...en, 'blog.count': 'posts' }),
    });
    expect(message).toContain('i18n/en.json: field "blog.count" has the placeholders (none), but');
    expect(message).toContain('has {count}: both must name the same ones');
  });
});

describe('messages a non-programmer can act on (issue #27)', () => {
  const post = 'posts/foerste-post.md';

  it('says what a present field of the wrong kind is, not "is required"', async () => {
    const message = await failure({ [post]: withFrontmatter(post, 'title: Første post', 'title: 42') });
    expect(message).toContain('posts/foerste-post.md: field "title" must be text, not a number (42)');
    expect(message).not.toContain('"title" is required');
  });

  it('says when the frontmatter is never closed', async () => {
    const [, frontmatter = '', body = ''] = validFiles[post]!.split('---\n');
    const message = await failure({ [post]: `---\n${frontmatter}\n${body}` });
    expect(message).toContain('posts/foerste-post.md: starts its frontmatter with --- but never ends it');
  });

  it('says footnotes are not supported, instead of reporting a broken link', async () => {
    const message = await failure({ [post]: `${validFiles[post]!}\n\nSe kilden.[^1]\n\n[^1]: Lejeloven\n` });
    expect(message).toContain('posts/foerste-post.md: field "body" uses footnotes');
    expect(message).not.toContain('links to');
  });

  it.each([
    ['a zero-width space', '\u200b', 'U+200B'],
    ['a right-to-left override', '\u202e', 'U+202E'],
  ])('refuses a file name with %s, printing it escaped', async (_, character, code) => {
    const message = await failure({ [`posts/ny${character}post.md`]: validFiles[post]!.replace('title: Første post', 'title: Ny post') });
    expect(message).toContain(`posts/ny<${code}>post.md: file name contains the invisible character ${code}`);
    expect(message).not.toContain(character);
  });

  it('takes 0099-06-01 as the real date it is', async () => {
    const { result } = await build({ [post]: withFrontmatter(post, /date: \d{4}-\d{2}-\d{2}/.exec(validFiles[post]!)![0], 'date: 0099-06-01') });
    expect(result.posts).toBe(2);
  });
});

describe('the legal content rules (issue #23)', () => {
  const post = 'posts/foerste-post.md';
  const withSources = (...urls: string[]) =>
    withFrontmatter(post, 'excerpt: Kort resumé.\n', `excerpt: Kort resumé.\nsources:\n${urls.map((url) => `  - { title: Kilde, url: "${url}", checked: 2026-01-02 }\n`).join('')}`);

  it('links a source only to the consolidated act on retsinformation.dk or an authority, naming file and field', async () => {
    const message = await failure({
      [post]: withSources(
        'https://www.retsinformation.dk/eli/lta/2022/341',
        'https://www.ft.dk/RIpdf/samling/20171/lovforslag/L13/20171_L13_som_vedtaget.pdf',
        'https://www.retsinformation.dk/Forms/R0710.aspx?id=1',
        'https://domstol.dk/hoejesteret/aktuelt/2023/12/120-dagesreglen/',
        'https://info.skat.dk/data.aspx?oid=1947',
        'https://skat.dk.example.com/x',
      ),
    });
    expect(message).not.toContain('"sources.0.url"');
    expect(message).toContain('posts/foerste-post.md: field "sources.1.url" is https://www.ft.dk/RIpdf/');
    expect(message).toContain('field "sources.2.url" is https://www.retsinformation.dk/Forms/');
    expect(message).not.toContain('"sources.3.url"');
    expect(message).not.toContain('"sources.4.url"');
    expect(message).toContain('field "sources.5.url" is https://skat.dk.example.com/x');
  });

  it('takes the authorities from content/source-hosts.yaml: the owner adds one there, and the message says so (issue #61)', async () => {
    const cited = { [post]: withSources('https://www.forbrug.dk/klage/', 'https://naevneneshus.dk/start-din-klage/') };
    const message = await failure(cited);
    expect(message).toContain(
      'posts/foerste-post.md: field "sources.0.url" is https://www.forbrug.dk/klage/, which is not a source the site links to: use the consolidated act on retsinformation.dk (its address starts with https://www.retsinformation.dk/eli/) or an authority\'s own site listed in source-hosts.yaml (domstol.dk, skat.dk, borger.dk); if it is an authority\'s site, add its host there',
    );
    expect(message).toContain('field "sources.1.url" is https://naevneneshus.dk/start-din-klage/');
    await build({ ...cited, 'source-hosts.yaml': 'hosts: [domstol.dk, skat.dk, borger.dk, forbrug.dk, naevneneshus.dk]\n' });
  });

  it('names a broken list of hosts, and still reports the other problems of the same round', async () => {
    const message = await failure({
      'source-hosts.yaml': 'hosts: [https://forbrug.dk/]\n',
      [post]: withSources('https://example.com/lov'),
      'help/rent.yaml': validFiles['help/rent.yaml']!.replace('intro:', 'intro_typo:'),
    });
    expect(message).toContain('source-hosts.yaml: field "hosts.0" must be a host name such as forbrug.dk: no https://, no path, lower-case');
    // The other files' problems in the same round; the hosts are not judged against a list that could not be read.
    expect(message).toContain('help/rent.yaml: field "intro_typo" is not a field this file has');
    expect(message).not.toContain('"sources.0.url"');
  });

  it('holds the English sources and the help guide deadlines to the same rule', async () => {
    const english = '---\ntitle: First post\nexcerpt: Short.\nsummary: [One., Two.]\nsources:\n  - { title: Blog, url: "https://example.com/lov" }\n---\n\n## Section\n\nText.\n';
    const guide = validFiles['help/rent.yaml']!.replace('https://www.retsinformation.dk/eli/lta/2024/1', 'https://lovguiden.dk/lov');
    const message = await failure({ 'posts/foerste-post.en.md': english, 'help/rent.yaml': guide });
    expect(message).toContain('posts/foerste-post.en.md: field "sources.0.url" is https://example.com/lov');
    expect(message).toContain('help/rent.yaml: field "deadlines.0.url" is https://lovguiden.dk/lov');
  });

  it('requires "Kort fortalt" (2–4 points) unless the post is a draft, in Danish and English, and shows it with the post', async () => {
    const without = withFrontmatter(post, /summary: .*\n/.exec(validFiles[post]!)![0], '');
    expect(await failure({ [post]: without })).toContain('posts/foerste-post.md: field "summary" is required (a draft may leave it out)');
    const tooMany = withFrontmatter(post, /summary: .*\n/.exec(validFiles[post]!)![0], 'summary: [a, b, c, d, e]\n');
    expect(await failure({ [post]: tooMany })).toContain('posts/foerste-post.md: field "summary" must list at most 4 points');
    const english = '---\ntitle: First post\nexcerpt: Short.\n---\n\n## Section\n\nText.\n';
    expect(await failure({ 'posts/foerste-post.en.md': english })).toContain('posts/foerste-post.en.md: field "summary" is required (a draft may leave it out)');
    const { generatedDir } = await build({ 'posts/foerste-post.en.md': english.replace('excerpt: Short.', 'excerpt: Short.\nsummary: [One point., Another point.]') });
    const written = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(written.brief).toEqual({ da: ['Det første punkt.', 'Det andet punkt.'], en: ['One point.', 'Another point.'] });
    // A draft needs none.
    const draft = withFrontmatter('posts/anden-post.md', /summary: .*\n/.exec(validFiles['posts/anden-post.md']!)![0], 'draft: true\n');
    expect((await build({ 'posts/tredje-post.md': draft })).result.posts).toBe(2);
  });

  it('warns when a Danish article reads hard (LIX above 40), and reports every text', async () => {
    const hard =
      'Forældremyndighedsindehaverens underretningsforpligtelse omfatter oplysninger vedrørende barnets skolegang, sundhedsforhold, institutionsophold og fritidsaktiviteter, medmindre familieretlige myndigheder bestemmer andet.';
    const { result } = await build({ [post]: `${validFiles[post]!}\n${hard}\n` });
    expect(about(result.warnings, 'body')).toEqual([expect.stringMatching(/^posts\/foerste-post\.md: field "body" reads hard \(LIX \d+, above 40; Kort fortalt \d+\)/)]);
    const row = result.readability.find((r) => r.file === post);
    expect(row?.da).toBeGreaterThan(40);
    expect(result.readability.map((r) => r.file)).toEqual(expect.arrayContaining(['posts/anden-post.md', 'help/family.yaml', 'help/rent.yaml']));
    expect(about((await build()).result.warnings, 'body')).toEqual([]);
  });
});

describe('drafts and what a published post lacks (issue #26)', () => {
  // A third post, which nothing links to, held back.
  const draft = validFiles['posts/anden-post.md']!.replace('title: Anden post', 'title: Tredje post').replace('---\n\n', 'draft: true\n---\n\n');
  const exists = (dir: string, file: string) => readFile(path.join(dir, file)).then(() => true, () => false);

  it('leaves a draft out of a production build entirely: no page data, card, feed, sitemap, path or image', async () => {
    const { result, generatedDir } = await build({ 'posts/tredje-post.md': draft });
    expect(result.posts).toBe(2);
    const read = (file: string) => readFile(path.join(generatedDir, file), 'utf8');
    for (const file of ['public/post-index.json', 'public/feed.xml', 'public/sitemap.xml', 'post-paths.ts', 'public/page-data/blog.json'])
      expect(await read(file), file).not.toContain('tredje-post');
    expect(await exists(generatedDir, 'public/post-data/tredje-post.json')).toBe(false);
    expect(await exists(generatedDir, 'public/og/tredje-post.png')).toBe(false);
    expect(result.warnings.join('\n')).not.toContain('tredje-post');
  });

  it('does not let a half-written draft stop a production build, but names its problems', async () => {
    const unfinished = draft.replace(/^excerpt: .*$/m, 'excerpt: ""');
    const { result } = await build({ 'posts/tredje-post.md': unfinished });
    expect(result.posts).toBe(2);
    expect(result.warnings).toContain('posts/tredje-post.md: field "excerpt" must not be empty (a draft, left out of this build)');
    const contentDir = await makeContent({ 'posts/tredje-post.md': unfinished });
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-generated-'));
    dirs.push(contentDir, generatedDir);
    // npm run dev shows the rest of the site, and what the draft still lacks.
    const dev = await buildContent({ contentDir, generatedDir, drafts: true, cwd: contentDir, shareImages: false });
    expect(dev.posts).toBe(2);
    expect(dev.draftProblems).toEqual(['posts/tredje-post.md: field "excerpt" must not be empty']);
  });

  it('builds a draft, marked, for npm run dev', async () => {
    const contentDir = await makeContent({ 'posts/tredje-post.md': draft });
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-generated-'));
    dirs.push(contentDir, generatedDir);
    const result = await buildContent({ contentDir, generatedDir, drafts: true, cwd: contentDir, shareImages: false });
    expect(result.posts).toBe(3);
    const index = JSON.parse(await readFile(path.join(generatedDir, 'public/post-index.json'), 'utf8')) as PostSummary[];
    expect(index.find((p) => p.slug === 'tredje-post')?.draft).toBe(true);
    expect(index.find((p) => p.slug === 'foerste-post')?.draft).toBeUndefined();
    expect(await exists(generatedDir, 'public/post-data/tredje-post.json')).toBe(true);
  });

  it('refuses a published link to a draft, and the old "listed" field, saying what to write instead', async () => {
    const message = await failure({
      'posts/foerste-post.md': validFiles['posts/foerste-post.md']!.replace('(/blog/anden-post)', '(/blog/tredje-post)'),
      'posts/tredje-post.md': draft,
      'posts/anden-post.md': validFiles['posts/anden-post.md']!.replace('---\n\n', 'listed: false\n---\n\n'),
    });
    expect(message).toContain('posts/foerste-post.md: field "body" links to /blog/tredje-post/, which is a draft: publish it first, or remove the link');
    expect(message).toContain('posts/anden-post.md: field "listed" is no longer used: write "draft: true" to hold a post back');
  });

  it('tells npm run dev what publishing would refuse: a published post or the home page pointing at a draft', async () => {
    const contentDir = await makeContent({
      'posts/foerste-post.md': validFiles['posts/foerste-post.md']!.replace('(/blog/anden-post)', '(/blog/tredje-post)'),
      'posts/tredje-post.md': draft,
      'site.yaml': validFiles['site.yaml']!.replace('homeTeasers: [foerste-post, anden-post]', 'homeTeasers: [foerste-post, tredje-post]'),
    });
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-generated-'));
    dirs.push(contentDir, generatedDir);
    const dev = await buildContent({ contentDir, generatedDir, drafts: true, cwd: contentDir, shareImages: false });
    expect(dev.posts).toBe(3);
    expect(dev.publishProblems).toEqual([
      'posts/foerste-post.md: field "body" links to /blog/tredje-post/, which is a draft: publish it first, or remove the link',
      'site.yaml: field "homeTeasers.1" names "tredje-post", which is a draft: publish it first, or name another post',
    ]);
    // Published, the draft is a post like the others: nothing to say.
    const published = await makeContent({ 'posts/tredje-post.md': draft.replace('draft: true\n', '') });
    dirs.push(published);
    expect((await buildContent({ contentDir: published, generatedDir, drafts: true, cwd: published, shareImages: false })).publishProblems).toEqual([]);
  });

  it('gives a body of four sections or more its contents list, titles hyphenated like the headings', async () => {
    const sections = (n: number) => Array.from({ length: n }, (_, i) => `## Afsnit ${i + 1} om forældremyndighedsindehaveren\n\nTekst.`).join('\n\n');
    const { generatedDir } = await build({
      'posts/foerste-post.md': `${validFiles['posts/foerste-post.md']!}\n${sections(4)}\n`,
      'posts/anden-post.md': `${validFiles['posts/anden-post.md']!}\n${sections(2)}\n`,
    });
    const read = async (slug: string) => JSON.parse(await readFile(path.join(generatedDir, `public/post-data/${slug}.json`), 'utf8')) as Post;
    const long = await read('foerste-post');
    const headings = [...long.body.da.matchAll(/<h2 id="([^"]+)">([^<]*)<\/h2>/g)].map(([, id, title]) => ({ id, title }));
    expect(headings.length).toBeGreaterThanOrEqual(CONTENTS_FROM);
    expect(long.facts.contents).toEqual({ da: headings });
    expect(long.facts.contents?.da?.at(-1)?.title).toContain('\u00ad');
    expect((await read('anden-post')).facts.contents).toBeUndefined();
  });

  it('refuses English sources that differ from the Danish ones', async () => {
    const act = 'https://www.retsinformation.dk/eli/lta/2022/341';
    const sourced = validFiles['posts/foerste-post.md']!.replace('excerpt: Kort resumé.\n', `excerpt: Kort resumé.\nsources:\n  - { title: Lejeloven, url: "${act}", checked: 2026-01-02 }\n`);
    const english = (url: string) => `---\ntitle: First post\nexcerpt: Short.\nsummary: [One., Two.]\nsources:\n  - { title: Rent Act, url: "${url}" }\n---\n\n## Section\n\nText.\n`;
    const message = await failure({ 'posts/foerste-post.md': sourced, 'posts/foerste-post.en.md': english('https://www.retsinformation.dk/eli/lta/2024/1') });
    expect(message).toContain('posts/foerste-post.en.md: field "sources" must list the same sources as the Danish post');
    expect((await build({ 'posts/foerste-post.md': sourced, 'posts/foerste-post.en.md': english(act) })).result.posts).toBe(2);
  });

  it('warns, without stopping, about a published post without English or sources', async () => {
    const { result } = await build();
    expect(result.warnings).toContain(
      'posts/anden-post.md: has no English version (anden-post.en.md); the English pages list it as "In Danish only" and link to the Danish page',
    );
    expect(result.warnings).toContain('posts/anden-post.md: field "sources" is missing; name the statutes the article relies on (docs/architecture.md, "Add a post")');
  });
});

describe('freshness for search engines (issue #25)', () => {
  it('gives each post its lastmod in the sitemap: reviewed, or else its date; other pages none', async () => {
    const unreviewed = validFiles['posts/foerste-post.md']!.replace(/reviewed: .*\n/, '');
    const { generatedDir } = await build({ 'posts/foerste-post.md': unreviewed });
    const sitemap = await readFile(path.join(generatedDir, 'public/sitemap.xml'), 'utf8');
    const reviewed = /reviewed: (\S+)/.exec(validFiles['posts/anden-post.md']!)![1]!;
    expect(sitemap).toContain('/blog/foerste-post/</loc>\n    <lastmod>2025-05-10</lastmod>');
    expect(sitemap).toContain(`/blog/anden-post/</loc>\n    <lastmod>${reviewed}</lastmod>`);
    expect(sitemap).toMatch(/<loc>https:\/\/example\.dk\/kontakt\/<\/loc>\n +<xhtml:link/);
  });
});

describe('English at its own address (issue #25)', () => {
  const english = `---
title: First post
excerpt: A short summary.
summary: [The first point., The second point.]
---

## First section

Read [the other post](/blog/anden-post), [get help](/kontakt) or [the first](/blog/foerste-post#top).
`;

  it('writes a payload per route in each language, and an English feed of the translated posts only', async () => {
    const { generatedDir } = await build({
      'posts/foerste-post.en.md': english,
    });
    const read = (file: string) => readFile(path.join(generatedDir, 'public', file), 'utf8');
    const da = JSON.parse(await read('page-data/contact.json')) as PagePayload;
    const en = JSON.parse(await read('page-data/en/contact.json')) as PagePayload;
    expect([da.lang, da.texts['nav.home']]).toEqual(['da', 'Hjem']);
    expect([en.lang, en.texts['nav.home']]).toEqual(['en', 'Home']);
    const feed = await read('en/feed.xml');
    expect(feed).toContain('<language>en</language>');
    expect(feed).toContain('<link>https://example.dk/en/blog/foerste-post/</link>');
    expect(feed).toContain('First post');
    // No item for the untranslated post (the English article may still link to its Danish page).
    expect(feed).not.toMatch(/<link>[^<]*anden-post/);
    expect(await read('feed.xml')).toContain('<link>https://example.dk/blog/anden-post/</link>');
    // Each item carries its whole article, its links absolute: a feed reader is not on the site.
    const danishFeed = await read('feed.xml');
    expect(danishFeed).toMatch(/<content:encoded><!\[CDATA\[[\s\S]*<h2 id="foerste-afsnit">Første afsnit<\/h2>/);
    expect(danishFeed).toContain('href="https://example.dk/blog/foerste-post/"');
    expect(danishFeed).not.toMatch(/ href="\/(?!\/)/);
    // The English pages in the sitemap, each naming both versions; the untranslated post names none.
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.dk/en/blog/foerste-post/</loc>');
    expect(sitemap).not.toContain('<loc>https://example.dk/en/blog/anden-post/</loc>');
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.dk/en/blog/foerste-post/"/>');
    expect(sitemap).not.toContain('href="https://example.dk/blog/anden-post/"/>');
    const paths = await readFile(path.join(generatedDir, 'post-paths.ts'), 'utf8');
    expect(paths).toMatch(/englishPostSlugs: string\[\] = \[\s*"foerste-post"\s*\]/);
  });

  it('draws a share image per post and language, once: a rebuild with the same titles draws none', async () => {
    const imageCacheDir = await mkdtemp(path.join(tmpdir(), 'jv-og-'));
    dirs.push(imageCacheDir);
    const contentDir = await makeContent({ 'posts/foerste-post.en.md': english });
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-generated-'));
    dirs.push(contentDir, generatedDir);
    const first = await buildContent({ contentDir, generatedDir, imageCacheDir, cwd: contentDir });
    const png = async (file: string) => readFile(path.join(generatedDir, 'public', file)).catch(() => null);
    // Two posts in Danish, one of them in English too.
    expect(first.drawn).toBe(3);
    for (const file of ['og/foerste-post.png', 'og/en/foerste-post.png', 'og/anden-post.png'])
      expect((await png(file))?.subarray(1, 4).toString(), file).toBe('PNG');
    expect(await png('og/en/anden-post.png')).toBeNull();
    expect(await png('og/foerste-post.png')).not.toEqual(await png('og/en/foerste-post.png'));
    const again = await buildContent({ contentDir, generatedDir, imageCacheDir, cwd: contentDir });
    expect([again.drawn, again.written]).toEqual([0, 0]);
    // A new title is a new image; the other two stay.
    await writeFile(path.join(contentDir, 'posts/anden-post.md'), validFiles['posts/anden-post.md']!.replace('title: Anden post', 'title: Et nyt navn'));
    expect((await buildContent({ contentDir, generatedDir, imageCacheDir, cwd: contentDir })).drawn).toBe(1);
    // Drawing the first image loads satori and resvg: seconds on a busy machine.
  }, 60_000);

  it('points the links of an English article to the English pages where they exist', async () => {
    const { generatedDir } = await build({ 'posts/foerste-post.en.md': english });
    const post = JSON.parse(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')) as Post;
    expect(post.body.en).toContain('href="/blog/anden-post/"');
    expect(post.body.en).toContain('href="/en/kontakt/"');
    expect(post.body.en).toContain('href="/en/blog/foerste-post/#top"');
    expect(post.body.da).toContain('href="/blog/anden-post/"');
  });
});
