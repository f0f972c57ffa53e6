import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialsOf, monogramSvg } from './monogram.ts';

describe('the monogram that stands in for the sample portrait', () => {
  it('takes the first letters of the first and the last name', () => {
    expect(initialsOf('Anna Eksempel')).toBe('AE');
    expect(initialsOf('  anna  marie   østergaard ')).toBe('AØ');
    expect(initialsOf('Åse')).toBe('Å');
    expect(initialsOf('')).toBe('');
  });

  it('is an SVG in the portrait’s 4:5 frame with the letters as paths, drawn once per name', async () => {
    const cache = await mkdtemp(path.join(tmpdir(), 'jv-monogram-'));
    try {
      const svg = await monogramSvg('AE', cache);
      expect(svg).toMatch(/^<svg [^>]*width="288" height="360"/);
      // No text element: it looks the same without the font on the visitor's device.
      expect(svg).not.toContain('<text');
      expect(svg).toContain('<path');
      expect(await readdir(cache)).toHaveLength(1);
      expect(await monogramSvg('AE', cache)).toBe(svg);
      expect(await readdir(cache)).toHaveLength(1);
      expect(await monogramSvg('KL', cache)).not.toBe(svg);
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });
});
