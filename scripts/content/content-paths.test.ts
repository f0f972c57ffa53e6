import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from './content-paths.ts';

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
});
