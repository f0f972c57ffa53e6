import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { buildContent } from './build.ts';
import { makeContent, validFiles } from './fixture/make-content.ts';
import { newPost } from './new-post.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('npm run new-post', () => {
  it('writes a draft named for its title, dated today; the build then names each field still to write', async () => {
    const contentDir = await makeContent();
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-generated-'));
    dirs.push(contentDir, generatedDir);
    const file = await newPost(contentDir, 'Huslejestigning: Hvad må udlejer?', '2026-11-25');
    expect(path.relative(contentDir, file)).toBe('posts/huslejestigning-hvad-maa-udlejer.md');
    const text = await readFile(file, 'utf8');
    // No area of the fixture shares a word with the title: the file asks, and the build names the field.
    expect(text).toContain('title: "Huslejestigning: Hvad må udlejer?"\ndate: 2026-11-25\ncategory: "" # write one of: Familieret, Lejeret, Erhvervsret');
    expect(text).toContain('reviewed: 2026-11-25');
    expect(text).toContain('draft: true');
    const { draftProblems } = await buildContent({ contentDir, generatedDir, drafts: true, cwd: contentDir, shareImages: false });
    const message = draftProblems.join('\n');
    for (const field of ['category', 'excerpt', 'summary.0', 'sources.0.title', 'sources.0.url'])
      expect(message).toContain(`posts/huslejestigning-hvad-maa-udlejer.md: field "${field}"`);
    // Never over an existing post.
    await expect(newPost(contentDir, 'Huslejestigning: hvad må udlejer', '2026-11-26')).rejects.toThrow('exists already');
  });

  it('takes the category from the title’s words, where one area’s own texts share them (issue #61)', async () => {
    const rent = validFiles['help/rent.yaml']!.replace('canHelp: [{ da: Forstå reglerne.', 'canHelp: [{ da: Huslejen og udlejers krav ved fraflytning.');
    const contentDir = await makeContent({ 'help/rent.yaml': rent });
    dirs.push(contentDir);
    const text = await readFile(await newPost(contentDir, 'Huslejestigning: Hvad må udlejer?', '2026-11-25'), 'utf8');
    expect(text).toContain('\ncategory: Lejeret # from the title\'s words; or: Familieret, Erhvervsret\n');
  });

  it('cuts a long title’s address at a word, so the file can be written', async () => {
    const contentDir = await makeContent();
    dirs.push(contentDir);
    const title = `${'Huslejestigning og depositum '.repeat(11)}slut`;
    const file = await newPost(contentDir, title, '2026-11-25');
    const slug = path.basename(file, '.md');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^huslejestigning-og-depositum-(?:[a-z]+-)*[a-z]+$/);
    expect(await readFile(file, 'utf8')).toContain(`title: ${JSON.stringify(title)}`);
  });
});
