// The browser CMS's configuration (Sveltia CMS, /admin/config.yml), made from the post schema and
// the legal areas so that it can never offer a field the content build refuses or miss one it
// requires. Posts only: site.yaml, courses.yaml, legal-areas.yaml and the texts stay out, because a
// CMS save drops every YAML comment, and their comments are the owner's manual.
import path from 'node:path';
import type { CmsConfig, EntryCollection, Field } from '@sveltia/cms';
import type { z } from 'zod';
import { stringify } from 'yaml';
import type { LegalArea, postFrontmatter } from '../../src/content/schema.ts';
import { contentPaths } from './content-paths.ts';

type PostField = keyof z.input<ReturnType<typeof postFrontmatter>>;

/** Where the posts and their pictures live, as the content build reads them. */
const CMS_POSTS_FOLDER = 'content/posts';
const CMS_MEDIA_FOLDER = 'content/images';

const ISO_DATE = 'YYYY-MM-DD';

/**
 * The editor's buttons: only what the site's Markdown renders. No strikethrough (the site writes
 * it as \~\~…\~\~), no level-1 heading (the title is the page's; the build refuses one).
 */
const BODY_BUTTONS = ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'] as const;
const date = { widget: 'datetime', format: ISO_DATE, date_format: ISO_DATE, time_format: false } as const;

/**
 * One entry per frontmatter key of a Danish post: its field in the editor, or null where the CMS
 * deliberately offers none. A key added to the schema fails `tsc` here until it is decided.
 * `i18n: true` marks what `<slug>.en.md` holds (PostTranslationFrontmatter); the rest is written
 * to the Danish file only.
 */
function postFields(areas: readonly LegalArea[]): Record<PostField, Field | null> {
  const translated = { i18n: true } as const;
  return {
    title: { name: 'title', label: 'Titel', widget: 'string', ...translated },
    date: { name: 'date', label: 'Dato', hint: 'Den dag indlægget udkommer.', ...date },
    category: {
      name: 'category',
      label: 'Retsområde',
      widget: 'select',
      options: areas.map((area) => ({ label: area.da, value: area.da })),
    },
    excerpt: {
      name: 'excerpt',
      label: 'Uddrag',
      widget: 'text',
      hint: 'En eller to sætninger på kortet i bloggen og i søgeresultater.',
      ...translated,
    },
    summary: {
      name: 'summary',
      label: 'Kort fortalt',
      label_singular: 'punkt',
      widget: 'list',
      hint: '2–4 korte punkter, vist øverst i artiklen.',
      min: 2,
      max: 4,
      field: { name: 'point', label: 'Punkt', widget: 'string', ...translated },
      ...translated,
    },
    sources: {
      name: 'sources',
      label: 'Kilder',
      label_singular: 'kilde',
      widget: 'list',
      required: false,
      hint: 'Lovene og dommene artiklen bygger på, med et link til den gældende tekst (retsinformation.dk).',
      summary: '{{fields.title}}',
      fields: [
        { name: 'title', label: 'Navn', widget: 'string', ...translated },
        { name: 'url', label: 'Link (https://…)', widget: 'string', pattern: ['^https://', 'Skal begynde med https://'], ...translated },
        // Required by the content build; a new source starts at today, the day it is written.
        {
          name: 'checked',
          label: 'Senest læst mod loven',
          hint: 'Den dag du sidst læste kilden igennem. Læs den igen mindst en gang om året, og skriv så datoen her.',
          default: '{{now}}',
          ...date,
        },
      ],
      ...translated,
    },
    reviewed: {
      name: 'reviewed',
      label: 'Senest gennemgået',
      required: false,
      hint: 'Den dag du sidst læste artiklen igennem mod loven. Vises på artiklen.',
      // A new post is read against the law the day it is written.
      default: '{{now}}',
      ...date,
    },
    draft: {
      name: 'draft',
      // Not "Kladde" alone: the CMS calls a saved, unpublished change a "Kladde" too.
      label: 'Hold indlægget tilbage',
      widget: 'boolean',
      // A switch is on or off: no required star beside it.
      required: false,
      // false: a default of true would quietly take an edited, published post off the site.
      default: false,
      hint: 'Slået til: indlægget kommer ikke på siden, heller ikke når du udgiver ændringen (draft: true).',
    },
    sample: {
      name: 'sample',
      label: 'Eksempel-indlæg',
      widget: 'boolean',
      required: false,
      default: false,
      hint: 'Et af de medfølgende eksempler. Slå det fra, når du har læst indlægget igennem mod loven som dit eget.',
    },
    // Replaced by `draft` long ago; the content build explains it if an old file still has it.
    listed: null,
  };
}

/** Every field a Danish post's file can hold, in the editor's order, the body last. */
/** The posts' collection: its name is also the key of their preview template (cms-preview.js). */
export const POSTS_COLLECTION = 'posts';

export function postCollection(areas: readonly LegalArea[]): EntryCollection {
  const fields = Object.values(postFields(areas)).filter((field): field is Field => field !== null);
  return {
    name: POSTS_COLLECTION,
    label: 'Indlæg',
    label_singular: 'indlæg',
    folder: CMS_POSTS_FOLDER,
    extension: 'md',
    format: 'yaml-frontmatter',
    create: true,
    // The file name is the address (/blog/<slug>/): lower-case letters, digits and dashes (schema.ts Slug).
    slug: { template: '{{title}}', editable: ['create'], pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Kun små bogstaver, tal og bindestreger'] },
    identifier_field: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    i18n: true,
    fields: [...fields, { name: 'body', label: 'Tekst', widget: 'markdown', buttons: [...BODY_BUTTONS], i18n: true }],
  };
}


/**
 * The GitHub repository the CMS writes to: `owner/name`, from the build's environment (GitHub
 * Actions' GITHUB_REPOSITORY, Netlify's REPOSITORY_URL). Without either, a local build, where the
 * owner works on the folder itself: the CMS's local mode asks her to pick the folder by this name,
 * so it is the project folder's own (`folder`).
 */
export function repositoryOf(env: NodeJS.ProcessEnv, folder = path.basename(contentPaths().root)): string {
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  const fromUrl = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  return fromUrl ?? `local/${folder}`;
}

export function cmsConfig({ areas, repository, siteUrl }: { areas: readonly LegalArea[]; repository: string; siteUrl: string }): CmsConfig {
  return {
    backend: { name: 'github', repo: repository, branch: 'main' },
    // Every change is a pull request: the content gate checks it before it reaches the site.
    publish_mode: 'editorial_workflow',
    media_folder: CMS_MEDIA_FOLDER,
    public_folder: '/images',
    site_url: siteUrl,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', lowercase: true },
    i18n: {
      structure: 'multiple_files',
      locales: ['da', 'en'],
      default_locale: 'da',
      // <slug>.md is Danish, <slug>.en.md English, as the content build reads them.
      omit_default_locale_from_file_path: true,
      // English may be left out of a post: it is then shown in Danish only, marked.
      initial_locales: 'default',
    },
    // An optional field left empty is left out of the file, not written as '' or []: the
    // content build would refuse an empty list of sources.
    output: { omit_empty_optional_fields: true },
    collections: [postCollection(areas)],
  };
}

export function cmsConfigYaml(config: CmsConfig): string {
  return `# Made by the content build (scripts/content/cms-config.ts) from the post schema and\n# content/legal-areas.yaml: edit those, not this file.\n${stringify(config)}`;
}
