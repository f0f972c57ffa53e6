import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from './content-error.ts';
import { fieldLine, githubAnnotations, githubWarnings } from './github-annotations.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** A temporary folder holding `ny-post.md` with this text. */
async function folderWith(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jv-annotations-'));
  dirs.push(dir);
  await writeFile(path.join(dir, 'ny-post.md'), text);
  return dir;
}

const post = '---\ntitle: Første\ndate: 2025-13-01\nsources:\n  - title: Lov\n    url: ftp://x\n---\n\n## Afsnit\n';

describe('fieldLine', () => {
  it('finds a frontmatter field, a field inside a list by its first name, and the body', () => {
    expect(fieldLine(post, 'date')).toBe(3);
    expect(fieldLine(post, 'sources.0.url')).toBe(4);
    expect(fieldLine(post, 'body')).toBe(8);
  });

  it('finds a key in a texts file, and gives up where it cannot tell', () => {
    expect(fieldLine('{\n  "nav.home": "Hjem",\n  "blog.title": 3\n}', 'blog.title')).toBe(3);
    expect(fieldLine('- { id: 1 }\n- { id: 1 }\n', '1.id')).toBeUndefined();
    expect(fieldLine(post, 'excerpt')).toBeUndefined();
    expect(fieldLine(post, null)).toBeUndefined();
  });
});

describe('githubAnnotations', () => {
  it('writes one ::error per problem on its file and line, escaped as workflow commands require', async () => {
    const dir = await folderWith(post);
    const errors = [
      new ContentError('ny-post.md', 'date', 'is not a real calendar date'),
      new ContentError('ny-post.md', null, 'has 100% problems,\nsee: here'),
      new ContentError('findes-ikke.md', 'title', 'is required'),
    ];
    expect(await githubAnnotations(errors, dir)).toEqual([
      '::error file=ny-post.md,line=3,title=Content error::ny-post.md: field "date" is not a real calendar date',
      '::error file=ny-post.md,title=Content error::ny-post.md: has 100%25 problems,%0Asee: here',
      '::error file=findes-ikke.md,title=Content error::findes-ikke.md: field "title" is required',
    ]);
  });
});

describe('githubWarnings and problem lines', () => {
  const withLinks = `${post}\nSe [den anden](/blog/anden) og ![kort](/images/kort.png).\n`;

  it('puts a link or an image problem on the line that writes it, written with or without the slash', async () => {
    const dir = await folderWith(withLinks);
    const errors = [
      new ContentError('ny-post.md', 'body', 'links to /blog/anden/, but there is no post with that slug'),
      new ContentError('ny-post.md', 'body', 'shows the image /images/kort.png, but there is no file content/images/kort.png'),
      new ContentError('ny-post.md', 'body', 'links to /blog/et-andet-sted/, which is not a page on this site'),
    ];
    const lines = (await githubAnnotations(errors, dir)).map((line) => /line=(\d+)/.exec(line)?.[1]);
    expect(lines).toEqual(['11', '11', '8']);
  });

  it('writes one ::warning per warning that names its file, on its field', async () => {
    const dir = await folderWith(post);
    expect(
      await githubWarnings(['ny-post.md: field "date" 2099-01-01 is ahead: the post waits and is published by the first build on that day (the daily build, early in the morning)', 'no file here'], dir),
    ).toEqual([
      '::warning file=ny-post.md,line=3,title=Content warning::ny-post.md: field "date" 2099-01-01 is ahead: the post waits and is published by the first build on that day (the daily build, early in the morning)',
    ]);
  });
});
