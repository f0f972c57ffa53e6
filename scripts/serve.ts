// Serves the built site (dist/client, or $OUT_DIR/client) like a static host: npm start → http://127.0.0.1:4173
import path from 'node:path';
import { contentPaths } from './content/content-paths.ts';
import { startStaticServer } from './static-server.ts';

const dir = contentPaths().clientDir;
const port = Number(process.env.PORT ?? 4173);
// Forms posted to it land in .submissions/<form>.jsonl, one JSON line each (gitignored).
const submissions = path.resolve(import.meta.dirname, '..', '.submissions');
// Watched: a rebuild beside it (npm run build in another terminal) is served at once, and whole.
const { url } = await startStaticServer({ dir, port, forms: { dir: submissions }, watchFolder: true });
console.log(
  `Serving ${path.relative(process.cwd(), dir) || dir} at ${url}; forms are stored in ${path.relative(process.cwd(), submissions)}/`,
);
