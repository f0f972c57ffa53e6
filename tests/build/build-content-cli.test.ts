// The content step as the owner runs it (`npm run content`): a child process that exits 1 and
// names file and field. In the build project because it spawns a process.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContent, validFiles } from '../../scripts/content/fixture/make-content.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('build-content CLI', () => {
  it('exits 1 and prints file and field for bad content', async () => {
    const contentDir = await makeContent({
      'posts/foerste-post.md': validFiles['posts/foerste-post.md']!.replace('title: Første post\n', ''),
    });
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-generated-'));
    dirs.push(contentDir, generatedDir);
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-content.ts'], {
      env: { ...process.env, CONTENT_DIR: contentDir, GENERATED_DIR: generatedDir },
    });
    const error = await run.then(
      () => null,
      (e: unknown) => e as { code: number; stderr: string },
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain('foerste-post.md: field "title" is required');
  });
});
