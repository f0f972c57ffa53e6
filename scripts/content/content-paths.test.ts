import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths, danishToday } from './content-paths.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('contentPaths', () => {
  it('builds the repo content into dist/ for the root path by default', () => {
    const paths = contentPaths({});
    expect(paths).toMatchObject({ basePath: '/', outDir: path.join(root, 'dist'), clientDir: path.join(root, 'dist', 'client') });
  });

  it('takes a sub-path that starts and ends with a slash, and nothing else', () => {
    expect(contentPaths({ BASE_PATH: '/repo/' }).basePath).toBe('/repo/');
    for (const BASE_PATH of ['/repo', 'repo/', ''])
      expect(() => contentPaths({ BASE_PATH })).toThrow('BASE_PATH must start and end with "/"');
  });

  it('resolves OUT_DIR and refuses one outside the project folder', () => {
    expect(contentPaths({ OUT_DIR: '.cache/site/dist' }).clientDir).toBe(path.resolve('.cache/site/dist/client'));
    expect(() => contentPaths({ OUT_DIR: path.dirname(root) })).toThrow('OUT_DIR must lie inside the project folder');
  });

  it("takes the build's day from BUILD_DATE, else today in Denmark, whatever the machine's clock zone", () => {
    expect(contentPaths({ BUILD_DATE: '2026-12-03' }).buildDate).toBe('2026-12-03');
    for (const BUILD_DATE of ['3/12/2026', '2026-13-01', 'tomorrow']) expect(() => contentPaths({ BUILD_DATE })).toThrow('BUILD_DATE must be a date written YYYY-MM-DD');
    // CI runs in UTC: at 23:30 UTC it is already the next day in Copenhagen, winter and summer.
    expect(danishToday(new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-03');
    expect(danishToday(new Date('2026-06-02T22:30:00Z'))).toBe('2026-06-03');
    expect(danishToday(new Date('2026-12-02T22:30:00Z'))).toBe('2026-12-02');
  });
});
