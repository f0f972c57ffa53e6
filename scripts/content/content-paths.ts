import path from 'node:path';

/**
 * Where content is read from and generated modules go. Both can be moved by environment
 * variable so tests and the benchmark build other content without touching the repo's.
 * (OUT_DIR, read by vite.config.ts, must lie inside the project folder: Vike's prerender
 * does not find a server build outside it.)
 */
export function contentPaths(env: NodeJS.ProcessEnv = process.env) {
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    root,
    contentDir: path.resolve(env.CONTENT_DIR ?? path.join(root, 'content')),
    generatedDir: path.resolve(env.GENERATED_DIR ?? path.join(root, 'src/generated')),
    /** "/" or a sub-path such as "/repo/": the site's links inside post bodies get it. */
    basePath: env.BASE_PATH ?? '/',
    /** Overrides site.yaml's url, e.g. for a preview or GitHub Pages deployment. */
    siteUrl: env.SITE_URL,
    markdownCacheDir: path.resolve(env.MARKDOWN_CACHE_DIR ?? path.join(root, 'node_modules/.cache/juridisk-vejledning/markdown')),
  };
}
