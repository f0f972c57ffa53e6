// npm run new-post -- "Titel på indlægget": writes content/posts/<slug>.md, a draft with the
// frontmatter filled in (scripts/content/new-post.ts). `npm run dev` then shows it, and names
// each field still to write.
import path from 'node:path';
import { contentPaths } from './content/content-paths.ts';
import { newPost } from './content/new-post.ts';

const title = process.argv.slice(2).join(' ').trim();
if (!title) {
  console.error('Write the title after the command: npm run new-post -- "Huslejestigning: Hvad må udlejer?"');
  process.exit(1);
}
try {
  const file = await newPost(contentPaths().contentDir, title, new Date().toISOString().slice(0, 10));
  console.log(`Wrote ${path.relative(process.cwd(), file)}: a draft. Fill in the empty fields; npm run dev shows it.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
