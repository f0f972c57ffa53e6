// Which areas a page lists is the owner's (content/legal-areas.yaml): no screen or component names
// one, so adding, renaming or removing an area never needs a code change nor breaks tsc.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaIds } from '@/content/legalAreas';

const src = path.resolve(import.meta.dirname, '..');

async function sources(): Promise<{ file: string; text: string }[]> {
  const files = await readdir(src, { recursive: true });
  const code = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('generated'));
  return Promise.all(code.map(async (file) => ({ file, text: await readFile(path.join(src, file), 'utf8') })));
}

describe('legal areas', () => {
  it('are named by no screen or component, only by the content', async () => {
    // As a string in code (the code's quotes are single; a comment may give an example in double ones).
    const named = (await sources()).flatMap(({ file, text }) =>
      areaIds.filter((id) => text.includes(`'${id}'`)).map((id) => `${file}: ${id}`),
    );
    expect(named).toEqual([]);
  });
});
