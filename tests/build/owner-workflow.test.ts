// The owner's contract: adding one Markdown file is all it takes to publish a post, and a
// bad file stops the build naming the file and the field. Builds real sites into temp dirs.
import { appendFile, copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaIds } from '@/content/legalAreas';
import { readPostIndex } from '@/content/posts/readPosts';
import { site } from '@/content/site';
import { href } from '@/routes/href';
import { buildSite, type TempSite } from '../../scripts/build-site.ts';
import { danishToday } from '../../scripts/content/content-paths.ts';
import { da } from '../browser/routes.ts';

const sites: TempSite[] = [];
afterAll(() => Promise.all(sites.map((s) => s.remove())));

/** A copy of the real content/ plus one post, built into its own output folder. */
async function buildWithPost(slug: string, text: string) {
  const built = await buildSite({
    name: 'owner',
    allowFailure: true,
    content: (dir) => writeFile(path.join(dir, 'posts', `${slug}.md`), text),
  });
  sites.push(built);
  return built;
}

const slug = 'huslejestigning';
const title = 'Huslejestigning: Hvad må udlejer?';
// Any legal area and any published post: the test must not depend on which the owner keeps.
const category = da[`area.${areaIds[0]!}` as keyof typeof da];
const linked = (await readPostIndex())[0]!;
// Dated today (in Denmark, as the build counts): the newest a build publishes, so first in the list.
const newPost = `---
title: "${title}"
date: ${danishToday()}
category: ${category}
excerpt: "Sådan tjekker du, om en huslejestigning er lovlig."
summary:
  - Udlejer skal varsle en stigning skriftligt.
  - Du kan gøre indsigelse.
---

## Hvornår må huslejen stige?

Læs også [${linked.da.title}](${href('post', { slug: linked.slug })}).
`;

describe('owner workflow', () => {
  // One site with both additions: the two tests below only read it.
  const area = { id: 'testArea', da: 'Testret', en: 'Test law', anchor: 'testret' };
  let added: TempSite & { code: number; output: string };
  beforeAll(async () => {
    added = await buildSite({
      name: 'owner',
      allowFailure: true,
      content: async (dir) => {
        await writeFile(path.join(dir, 'posts', `${slug}.md`), newPost);
        await appendFile(
          path.join(dir, 'legal-areas.yaml'),
          `- id: ${area.id}\n  da: ${area.da}\n  en: ${area.en}\n  home: { order: 99, text: { da: Om testret., en: About test law. } }\n` +
            `  services: { order: 99, points: [{ da: Første punkt, en: First point }, { da: Andet punkt, en: Second point }] }\n`,
        );
        // The area's guide page is the owner's to write; any existing one will do for the build.
        await copyFile(path.join(dir, 'help', `${areaIds[0]!}.yaml`), path.join(dir, 'help', `${area.id}.yaml`));
      },
    });
    sites.push(added);
  });

  it('a new Markdown file appears in the list, as its own page and in the feed', async () => {
    const { code, output, clientDir } = added;
    expect(code, output).toBe(0);
    const list = await readFile(path.join(clientDir, 'blog/index.html'), 'utf8');
    expect(list).toContain(title);
    expect(list).toContain(`href="${href('post', { slug })}"`);
    const page = await readFile(path.join(clientDir, 'blog', slug, 'index.html'), 'utf8');
    expect(page).toContain(`<h1>${title}</h1>`);
    expect(page).toContain('<h2 id="hvornaar-maa-huslejen-stige">Hvornår må huslejen stige?</h2>');
    const feed = await readFile(path.join(clientDir, 'feed.xml'), 'utf8');
    expect(feed).toContain(`<link>${site.url}${href('post', { slug })}</link>`);
  });

  it('a new legal area in content gets its /ydelser card, its home teaser and its help page, with no code changed', async () => {
    const built = added;
    expect(built.code, built.output).toBe(0);
    const services = await readFile(path.join(built.clientDir, 'ydelser/index.html'), 'utf8');
    expect(services).toContain(`id="${area.anchor}"`);
    expect(services).toContain('Andet punkt');
    const home = await readFile(path.join(built.clientDir, 'index.html'), 'utf8');
    expect(home).toContain('Om testret.');
    expect(home).toContain(`href="${href('services')}#${area.anchor}"`);
    const guide = await readFile(path.join(built.clientDir, 'find-hjaelp', area.anchor, 'index.html'), 'utf8');
    expect(guide).toContain(area.da);
  });

  it('a post with a bad frontmatter field stops the build, naming file and field', async () => {
    const bad = newPost.replace(`category: ${category}`, 'category: Ikke et retsområde');
    const { code, output } = await buildWithPost(slug, bad);
    expect(code).not.toBe(0);
    expect(output).toContain(`posts/${slug}.md: field "category" must be one of`);
  });
});
