// content/ → src/generated/: validates every post, data file and translation and writes
// typed modules. Exits 1 naming each bad file and field. `--watch` rebuilds on change.
import { watch } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildContent, describeContentBuild } from './content/build.ts';
import { ContentErrors } from './content/content-error.ts';
import { contentPaths } from './content/paths.ts';

const { values } = parseArgs({ options: { watch: { type: 'boolean', default: false } } });
const { contentDir, generatedDir, markdownCacheDir, basePath, siteUrl } = contentPaths();

async function run(): Promise<boolean> {
  const started = performance.now();
  try {
    const result = await buildContent({ contentDir, generatedDir, cacheDir: markdownCacheDir, basePath, siteUrl });
    console.log(describeContentBuild(result, performance.now() - started));
    return true;
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    console.error(error.message);
    return false;
  }
}

if (!values.watch) {
  process.exitCode = (await run()) ? 0 : 1;
} else {
  await run();
  let timer: NodeJS.Timeout | undefined;
  watch(contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(run, 50);
  });
  console.log(`content: watching ${contentDir}`);
}
