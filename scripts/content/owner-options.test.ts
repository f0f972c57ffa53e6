// What an owner may leave out or confirm in site.yaml (issue #56), as the content build holds it.
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from './fixture/build-fixture.ts';
import { validFiles } from './fixture/make-content.ts';

const { build, failure } = useFixtureBuild();
const site = validFiles['site.yaml']!;
const withoutLine = (text: string, field: string) => text.replace(new RegExp(`^${field}:.*\\n`, 'm'), '');

describe('optional owner facts', () => {
  it('builds without instagram, homeTeasers or newsletter', async () => {
    const bare = withoutLine(withoutLine(site, 'instagram'), 'homeTeasers');
    expect(bare).not.toMatch(/^(instagram|homeTeasers|newsletter):/m);
    const { result } = await build({ 'site.yaml': bare });
    expect(result.posts).toBe(2);
  });

  it('refuses a text that mentions Instagram when site.yaml names none, naming file and key', async () => {
    const texts = JSON.parse(validFiles['i18n/da.json']!) as Record<string, string>;
    const english = JSON.parse(validFiles['i18n/en.json']!) as Record<string, string>;
    const message = await failure({
      'site.yaml': withoutLine(site, 'instagram'),
      'i18n/da.json': JSON.stringify({ ...texts, 'nav.home': 'Hjem og Instagram' }),
      'i18n/en.json': JSON.stringify(english),
    });
    expect(message).toContain('i18n/da.json: field "nav.home" mentions Instagram, but content/site.yaml names no instagram');
    // With the handle, the same text is fine.
    expect((await build({ 'i18n/da.json': JSON.stringify({ ...texts, 'nav.home': 'Hjem og Instagram' }) })).result.posts).toBe(2);
  });

  it('takes [] for no reviews, and says to write it when the file is empty', async () => {
    expect((await build({ 'reviews.yaml': '[]\n' })).result.posts).toBe(2);
    expect(await failure({ 'reviews.yaml': '' })).toContain('reviews.yaml: is empty: write [] for no reviews yet');
  });

  it('accepts confirmed facts and owner texts, and names anything else in the list', async () => {
    expect((await build({ 'site.yaml': `${site}confirmed: [role, study, about.bio1]\n` })).result.posts).toBe(2);
    const message = await failure({ 'site.yaml': `${site}confirmed: [role, rolle]\n` });
    expect(message).toContain('site.yaml: field "confirmed.1" names "rolle", which is neither a fact of site.yaml that has a sample');
  });

  it('refuses a post source with no checked date, naming file and field; the English file takes the Danish one’s', async () => {
    const post = 'posts/foerste-post.md';
    const source = (checked: string) => `sources:\n  - { title: Lejeloven, url: "https://www.retsinformation.dk/eli/lta/2022/341"${checked} }\n`;
    const danish = (checked: string) => validFiles[post]!.replace('excerpt: Kort resumé.\n', `excerpt: Kort resumé.\n${source(checked)}`);
    expect(await failure({ [post]: danish('') })).toContain(`${post}: field "sources.0.checked" is missing: write the day you last read this source against the act`);
    const english = `---\ntitle: First post\nexcerpt: Short.\nsummary: [One., Two.]\n${source('').replace('Lejeloven', 'Rent Act')}---\n\n## Section\n\nText.\n`;
    expect((await build({ [post]: danish(', checked: 2026-01-02'), 'posts/foerste-post.en.md': english })).result.posts).toBe(2);
  });

  it('refuses a placeholder named like a property every object has, naming file and key', async () => {
    const da = JSON.parse(validFiles['i18n/da.json']!) as Record<string, string>;
    const en = JSON.parse(validFiles['i18n/en.json']!) as Record<string, string>;
    const message = await failure({
      'i18n/da.json': JSON.stringify({ ...da, 'nav.home': 'Hjem {constructor}' }),
      'i18n/en.json': JSON.stringify({ ...en, 'nav.home': 'Home {constructor}' }),
    });
    expect(message).toContain('i18n/da.json: field "nav.home" has the placeholder {constructor}, a name the site cannot fill');
  });
});
