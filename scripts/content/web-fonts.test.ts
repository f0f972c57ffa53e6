import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webFonts } from './web-fonts.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('webFonts', () => {
  // Subsetting every face takes about 2 s alone and several times that on a busy machine.
  it('cuts each face once, names files by content, and writes rules, stacks and preloads for them', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'jv-fonts-'));
    dirs.push(cacheDir);
    const fonts = await webFonts(cacheDir, '/repo/');
    expect(fonts.files.length).toBeGreaterThan(1);
    let bytes = 0;
    for (const file of fonts.files) {
      expect(file.url).toMatch(/^fonts\/[a-z0-9-]+\.[0-9a-f]{10}\.woff2$/);
      expect(fonts.css).toContain(`url("/repo/${file.url}")`);
      bytes += (await stat(file.linkTo)).size;
    }
    // The budget for a first visit (issue #24): every face together.
    expect(bytes).toBeLessThanOrEqual(45 * 1024);
    expect(fonts.css).toMatch(/--font-body:"Source Sans 3","Source Sans 3 Fallback/);
    expect(fonts.css).toMatch(/--font-heading:"Source Serif 4","Source Serif 4 Fallback/);
    // Minified around its punctuation, but a quoted name keeps its own: the same in rule and stack.
    expect(fonts.css).toContain('@font-face{font-family:"Source Sans 3 Fallback: Arial";src:local(\'Arial\')');
    expect(fonts.css).toContain(',"Source Sans 3 Fallback: Arial",');
    expect(fonts.css).toContain('font-display:optional');
    expect(fonts.css).toContain('size-adjust');
    expect(fonts.preload.every((url) => fonts.files.some((file) => file.url === url))).toBe(true);

    const cached = await readdir(cacheDir);
    const again = await webFonts(cacheDir, '/');
    expect(await readdir(cacheDir)).toEqual(cached);
    expect(again.files.map((file) => file.url)).toEqual(fonts.files.map((file) => file.url));
  }, 60_000);
});
