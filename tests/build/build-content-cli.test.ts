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
    const run = (githubActions: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-content.ts'], {
        env: { ...process.env, CONTENT_DIR: contentDir, GENERATED_DIR: generatedDir, GITHUB_ACTIONS: githubActions },
      }).then(
        () => null,
        (e: unknown) => e as { code: number; stdout: string; stderr: string },
      );
    const error = await run('');
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain('foerste-post.md: field "title" is required');
    expect(error?.stdout).not.toContain('::error');
    // In GitHub Actions the same problem is also an annotation on the file.
    const annotated = await run('true');
    expect(annotated?.code).toBe(1);
    expect(annotated?.stdout).toMatch(/^::error file=[^,]*foerste-post\.md,title=Content error::[^\n]*field "title" is required$/m);
  });
});
