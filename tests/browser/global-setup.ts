// Serves the built site (dist/client, or $OUT_DIR/client) on a free port for the browser
// tests, exactly as a static host would, receiving its forms as Netlify would (into a temp
// folder). Fails loudly if the build or Chromium is missing.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../scripts/static-server.ts';
import { chromiumPath } from '../../scripts/chromium.ts';
import { contentPaths } from '../../scripts/content/content-paths.ts';

export default async function setup(project: TestProject) {
  chromiumPath(); // throws with install instructions before any test runs
  const dir = contentPaths().clientDir;
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  const submissions = await mkdtemp(path.join(tmpdir(), 'jv-submissions-'));
  const server = await startStaticServer({ dir, forms: { dir: submissions, log: () => undefined } });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    await rm(submissions, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into Vitest's own interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}
