import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

describe('site.css', () => {
  it('imports every stylesheet in src/ exactly once', async () => {
    const sheets = (await readdir(src, { recursive: true }))
      .filter((f) => f.endsWith('.css') && !f.startsWith('generated'))
      .map((f) => path.join(src, f))
      .filter((f) => f !== path.join(src, 'styles/site.css'));
    const text = await readFile(path.join(src, 'styles/site.css'), 'utf8');
    const imported = [...text.matchAll(/@import '([^']+)';/g)].map((m) => path.resolve(src, 'styles', m[1]!));
    expect([...imported].sort()).toEqual([...sheets].sort());
  });
});
