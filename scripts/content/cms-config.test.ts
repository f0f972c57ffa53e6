import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { CmsConfig, Field } from '@sveltia/cms';
import { postFrontmatter, PostTranslationFrontmatter, type LegalArea } from '../../src/content/schema.ts';
import { cmsConfig, cmsConfigYaml, postCollection, repositoryOf } from './cms-config.ts';

const areas = [
  { id: 'rent', da: 'Lejeret', en: 'Tenancy law' },
  { id: 'work', da: 'Ansættelsesret', en: 'Employment law' },
] as LegalArea[];
const fields = postCollection(areas).fields;
const byName = new Map(fields.map((field) => [field.name, field]));
const isRequired = (field: Field) => !('required' in field) || field.required !== false;
const isTranslated = (field: Field) => 'i18n' in field && field.i18n === true;

describe('the CMS configuration, from the post schema', () => {
  const danish = postFrontmatter(areas).shape;
  const english = PostTranslationFrontmatter.shape;

  it('has a field for every key the content build requires, marked required', () => {
    const required = Object.entries(danish).filter(([, schema]) => !schema.safeParse(undefined).success).map(([key]) => key);
    expect(required.length).toBeGreaterThan(2);
    for (const key of required) {
      const field = byName.get(key);
      expect(field, `${key} has no field`).toBeDefined();
      expect(isRequired(field!), `${key} is not required`).toBe(true);
    }
  });

  it('offers no field the content build would refuse, and none it retired', () => {
    for (const field of fields.filter((f) => f.name !== 'body')) expect(Object.keys(danish)).toContain(field.name);
    expect(byName.has('listed')).toBe(false);
  });

  it('translates exactly the fields an English file may hold, and the body', () => {
    expect(fields.filter(isTranslated).map((f) => f.name).sort()).toEqual([...Object.keys(english), 'body'].sort());
  });

  it('offers the legal areas by their Danish names, as posts write them', () => {
    const category = byName.get('category') as { options: { value: string }[] };
    expect(category.options.map((o) => o.value)).toEqual(areas.map((a) => a.da));
  });

  it('never defaults a post to a draft (an edit would unpublish it)', () => {
    expect(byName.get('draft')).toMatchObject({ widget: 'boolean', default: false });
  });

  it('fits the site: only the buttons it renders, no star on a switch, dates from today (issue #61)', () => {
    const body = byName.get('body') as { buttons: string[] };
    expect(body.buttons).not.toContain('strikethrough');
    expect(body.buttons).not.toContain('heading-one');
    expect(body.buttons).toContain('bold');
    for (const field of fields.filter((f) => 'widget' in f && f.widget === 'boolean')) expect(isRequired(field), field.name).toBe(false);
    expect(byName.get('reviewed')).toMatchObject({ default: '{{now}}' });
  });

  it('writes Danish to <slug>.md and English to <slug>.en.md', () => {
    const config = parse(cmsConfigYaml(cmsConfig({ areas, repository: 'a/b', siteUrl: 'https://x.dk' }))) as CmsConfig;
    expect(config.i18n).toMatchObject({ structure: 'multiple_files', default_locale: 'da', omit_default_locale_from_file_path: true });
    expect(config.collections?.[0]).toMatchObject({ folder: 'content/posts', extension: 'md', i18n: true });
    expect(config.backend).toEqual({ name: 'github', repo: 'a/b', branch: 'main' });
  });
});

describe('repositoryOf', () => {
  it('reads GitHub Actions and Netlify, and says so when it has neither', () => {
    expect(repositoryOf({ GITHUB_REPOSITORY: 'owner/site' })).toBe('owner/site');
    expect(repositoryOf({ REPOSITORY_URL: 'https://github.com/owner/site' })).toBe('owner/site');
    expect(repositoryOf({ REPOSITORY_URL: 'git@github.com:owner/site.git' })).toBe('owner/site');
    // Locally, the folder the owner picks in the CMS's local mode: the project's own.
    expect(repositoryOf({}, 'juridisk-vejledning')).toBe('local/juridisk-vejledning');
    expect(repositoryOf({})).toBe(`local/${path.basename(path.resolve(import.meta.dirname, '../..'))}`);
  });
});
