// Connects the content pipeline to Vite: serves and emits the generated static files
// (post data, feed) and, in `npm run dev`, rebuilds content on every change in content/.
import { watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildContent } from './content/build.ts';
import { ContentErrors } from './content/content-error.ts';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

export function contentPlugin(paths: { contentDir: string; generatedDir: string; basePath: string; siteUrl?: string }): Plugin {
  const { contentDir, generatedDir } = paths;
  const publicDir = path.join(generatedDir, 'public');
  return {
    name: 'juridisk-vejledning:content',

    async configureServer(server) {
      const rebuild = async () => {
        try {
          await buildContent(paths);
          server.ws.send({ type: 'full-reload' });
        } catch (error) {
          // Never take the dev server down over content: say what is wrong and keep serving.
          server.config.logger.error(error instanceof ContentErrors ? error.message : String(error));
        }
      };
      // Build once before the first request, then again on every change in content/.
      await buildContent(paths).catch((error: unknown) =>
        server.config.logger.error(error instanceof ContentErrors ? error.message : String(error)),
      );
      let timer: NodeJS.Timeout | undefined;
      const watcher = watch(contentDir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(rebuild, 50);
      });
      server.httpServer?.on('close', () => watcher.close());

      const base = server.config.base;
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0];
        if (!url?.startsWith(base)) return next();
        const rel = decodeURIComponent(url.slice(base.length));
        const file = path.join(publicDir, rel);
        if (rel.includes('..') || !(await listFiles(path.dirname(file))).includes(path.basename(file))) return next();
        const type = { '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain' }[path.extname(rel)];
        res.setHeader('Content-Type', `${type ?? 'application/octet-stream'}; charset=utf-8`);
        res.end(await readFile(file));
      });
    },

    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const fileName of await listFiles(publicDir)) {
        this.emitFile({ type: 'asset', fileName, source: await readFile(path.join(publicDir, fileName)) });
      }
    },
  };
}
