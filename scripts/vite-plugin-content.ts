// Connects the content pipeline to Vite. `vike build`: builds content/ before the client build
// (which imports the generated modules), copies the generated static files (post data, feed,
// sitemap) beside the bundle, and writes _headers once every page is prerendered.
// `vike dev`: builds content at start and on every change in content/, and serves those files.
import { copyFile, link, mkdir, rename, rmdir } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import type { ErrorPayload, Plugin } from 'vite';
import { loadSite } from './content/load-data.ts';
import { buildContent, describeContentBuild, type BuildContentOptions } from './content/build.ts';
import { ContentErrors } from './content/content-error.ts';
import { filesUnder } from './content/files-under.ts';
import { githubAnnotations, githubWarnings } from './content/github-annotations.ts';
import { checkInlineScripts, writeHeaders } from './security-headers.ts';
import { settled } from './settled.ts';
import { writeSearchIndex } from './search-index.ts';
import { inLanguage } from '../src/i18n/languagePath.ts';
import { NOT_FOUND_PAGE } from '../src/routes/routes.ts';

export function contentPlugin(options: BuildContentOptions): Plugin {
  const { contentDir, generatedDir } = options;
  const publicDir = path.join(generatedDir, 'public');
  let command: 'build' | 'serve' = 'serve';
  let base = '/';
  let clientDir: string | undefined;
  return {
    name: 'juridisk-vejledning:content',

    configResolved(config) {
      command = config.command;
      base = config.base;
      // Read from the config, not remembered from the client build: Vite may resolve the
      // plugins again for each environment it builds.
      const client = config.environments.client?.build.outDir;
      clientDir = client && path.resolve(config.root, client);
    },

    async buildStart() {
      if (command !== 'build' || this.environment.name !== 'client') return;
      const started = performance.now();
      try {
        const result = await buildContent(options);
        this.environment.logger.info(describeContentBuild(result, performance.now() - started));
        if (process.env.GITHUB_ACTIONS === 'true') for (const line of await githubWarnings(result.warnings)) console.log(line);
      } catch (error) {
        if (!(error instanceof ContentErrors)) throw error;
        // The owner needs the list of files and fields, not a bundler stack trace; in GitHub
        // Actions each also shows on its file.
        this.environment.logger.error(error.message);
        if (process.env.GITHUB_ACTIONS === 'true') for (const line of await githubAnnotations(error.errors)) console.log(line);
        process.exit(1);
      }
    },

    async configureServer(server) {
      // The dev server shows drafts too, marked, so the owner can read one before publishing it.
      const devOptions = { ...options, drafts: true };
      // The last content error, for a page opened after it happened: Vite shows an error only to
      // the pages connected when it is sent.
      let lastError: ErrorPayload | null = null;
      /** Says what is wrong in the terminal and in the browser (Vite's error overlay, file and field first). */
      const show = (message: string, file?: string) => {
        server.config.logger.error(message, { timestamp: true });
        lastError = { type: 'error', err: { message, stack: '', plugin: 'juridisk-vejledning:content', ...(file && { id: file }) } };
        server.ws.send(lastError);
      };
      const build = async () => {
        const started = performance.now();
        try {
          const result = await buildContent(devOptions);
          server.config.logger.info(describeContentBuild(result, performance.now() - started), { timestamp: true });
          const list = (problems: string[]) => problems.map((p) => `  - ${p}`).join('\n');
          const problems = [
            // The rest of the site is written and shown; the overlay says what the draft still lacks,
            ...(result.draftProblems.length > 0 ? [`A draft is left out until it is complete:\n${list(result.draftProblems)}`] : []),
            // and what would stop the build that publishes.
            ...(result.publishProblems.length > 0
              ? [`Publishing would fail: the build leaves drafts out, so\n${list(result.publishProblems)}`]
              : []),
          ];
          if (problems.length > 0) {
            show(problems.join('\n\n'));
            return true;
          }
          if (lastError) server.config.logger.info('content: fixed', { timestamp: true });
          lastError = null;
          return true;
        } catch (error) {
          // Never take the dev server down over content: say what is wrong and keep serving.
          show(
            error instanceof ContentErrors ? error.message : String(error),
            error instanceof ContentErrors ? error.errors[0]?.file : undefined,
          );
          return false;
        }
      };
      await build();
      server.ws.on('connection', () => {
        if (lastError) server.ws.send(lastError);
      });
      // Vite's own watcher (chokidar), not fs.watch: it follows a file saved by writing a new one
      // and renaming it over the old (vim, JetBrains, sed -i, git), which fs.watch loses track of.
      server.watcher.add(contentDir);
      let timer: NodeJS.Timeout | undefined;
      // One build at a time: a save during a build starts another after it.
      let queue = Promise.resolve();
      server.watcher.on('all', (_event, file) => {
        if (path.relative(contentDir, file).startsWith('..')) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          queue = queue.then(async () => {
            // Fixed or changed: the page shows the new content (and loses the overlay).
            if (await build()) server.ws.send({ type: 'full-reload' });
          });
        }, 50);
      });

      // The generated static files (post data, index, feed, sitemap), as the build puts them
      // beside the bundle; dev mode looks each file up again, so a rebuild shows at once.
      server.middlewares.use(base, sirv(publicDir, { dev: true }));
    },

    // Put beside the bundle rather than emitted through it (thousands of post files would each
    // pass through the bundler and its log), as hard links where possible, which is much faster
    // than copying (docs/performance.md). buildContent never rewrites a file in place, so a
    // later content build cannot change what a finished build holds.
    async writeBundle(output) {
      if (this.environment.name !== 'client' || !output.dir) return;
      const outDir = output.dir;
      const files = await filesUnder(publicDir);
      await Promise.all(
        [...new Set(files.map((rel) => path.dirname(path.join(outDir, rel))))].map((dir) => mkdir(dir, { recursive: true })),
      );
      await Promise.all(
        files.map((rel) => {
          const [from, to] = [path.join(publicDir, rel), path.join(outDir, rel)];
          return link(from, to).catch(() => copyFile(from, to));
        }),
      );
    },

    // Vike prerenders in the server build's writeBundle, so by now every page is written.
    // (The dev server calls closeBundle too, when it stops; there is nothing to write then.)
    async closeBundle() {
      if (command !== 'build' || this.environment.name !== 'ssr' || !clientDir) return;
      // The English not-found page becomes en/404.html, where hosts look for it (docs/architecture.md, "URLs").
      const englishNotFound = path.join(clientDir, inLanguage('en', NOT_FOUND_PAGE));
      await rename(path.join(englishNotFound, 'index.html'), `${englishNotFound.replace(/\/$/, '')}.html`);
      await rmdir(englishNotFound);
      // Side by side: Pagefind indexes in a process of its own (on the other core) while this
      // one checks the pages' inline scripts, ~0.3 s of a 1000-post build. Both only read the
      // pages; _headers is written after both, as it lists the folders (pagefind/ among them).
      const [indexed, pages] = await settled(writeSearchIndex(clientDir), checkInlineScripts(clientDir));
      this.environment.logger.info(`search: ${indexed} pages read; the article bodies are in the blog's full-text index`);
      // The prerender runs in a plugin instance of its own: read the (already validated) forms
      // setting again, so the CSP allows exactly its form host.
      const site = await loadSite(path.join(contentDir, 'site.yaml'), 'site.yaml');
      const hashes = await writeHeaders(clientDir, base, site);
      this.environment.logger.info(`_headers: ${pages} pages checked; the CSP allows the site's ${hashes} inline script(s)`);
    },
  };
}
