// npm run bench -- --posts N   (default 1000; 0 = the real content only; --keep leaves .cache/bench-N)
// Generates N deterministic synthetic posts next to a copy of content/, runs a clean build
// into a temporary folder and prints one Markdown table row of what it measured.
import { execFile, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { prepareSite } from './build-site.ts';
import { loadLegalAreas } from './content/load-data.ts';
import { measurePage } from './measure-page.ts';
import { startStaticServer } from './static-server.ts';
import { launchChromium } from './chromium.ts';
import { href } from '../src/routes/href.ts';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } } });
const count = Number(values.posts);
const root = path.resolve(import.meta.dirname, '..');
const site = await prepareSite({ name: `bench-${count}`, fixed: true });
const { env } = site;
// The synthetic posts spread over the owner's legal areas, by their Danish names.
const categories = (await loadLegalAreas(path.join(site.contentDir, 'legal-areas.yaml'), 'legal-areas.yaml')).map((area) => area.da);

// A small seeded PRNG, so every run builds the same posts.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
};
const words = (
  'lejer udlejer depositum husleje kontrakt opsigelse varsel arbejdsgiver medarbejder sygdom løn ferie ' +
  'forældre barn samvær bopæl aftale ret pligt frist klage afgørelse myndighed kommune skat gæld kreditor ' +
  'inkasso rente gebyr forældelse virksomhed selskab ejer bestyrelse ansvar dokumentation vejledning'
).split(' ');
const sentence = (n: number) => {
  const s = Array.from({ length: n }, () => pick(words)).join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
};
const slugOf = (i: number) => `bench-post-${String(i).padStart(5, '0')}`;

/** Checked against the law today, as the owner's posts are: no warning for each synthetic post. */
const today = new Date().toISOString().slice(0, 10);

function syntheticPost(i: number): string {
  const date = new Date(Date.UTC(2015, 0, 1) + i * 86_400_000 * 0.9).toISOString().slice(0, 10);
  const sections = Array.from({ length: 5 }, (_, s) => {
    const link = i > 0 ? ` Læs også [et tidligere indlæg](${href('post', { slug: slugOf(Math.floor(random() * i)) })}).` : '';
    return (
      `## Afsnit ${s + 1}: ${sentence(4).slice(0, -1)}\n\n${sentence(18)} ${sentence(16)} ${sentence(14)}${link}\n\n` +
      `- ${sentence(6)}\n- ${sentence(7)}\n- ${sentence(5)}\n\n${sentence(20)} ${sentence(15)}\n`
    );
  });
  return `---\ntitle: "Indlæg ${i}: ${sentence(5).slice(0, -1)}"\ndate: ${date}\ncategory: ${pick(categories)}\nexcerpt: "${sentence(16)}"\nsummary:\n  - "${sentence(8)}"\n  - "${sentence(9)}"\nreviewed: ${today}\n---\n\n${sections.join('\n')}`;
}

/** Runs a command under GNU time; returns wall seconds, peak RSS (MB) and stdout lines with their times. */
function run(command: string, args: string[]) {
  return new Promise<{ seconds: number; rssMb: number; lines: { at: number; text: string }[] }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', 'MAXRSS %M', command, ...args], { cwd: root, env });
    const lines: { at: number; text: string }[] = [];
    let rssKb = 0;
    // Per stream, a line is complete only at its newline: a chunk can end mid-line.
    const collector = () => {
      let partial = '';
      return (chunk: Buffer) => {
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop() ?? '';
        for (const text of parts) {
          lines.push({ at: (performance.now() - started) / 1000, text });
          const m = /^MAXRSS (\d+)/.exec(text.trim());
          if (m) rssKb = Number(m[1]);
        }
      };
    };
    child.stdout.on('data', collector());
    child.stderr.on('data', collector());
    child.on('close', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, rssMb: rssKb / 1024, lines })
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${lines.map((l) => l.text).join('\n')}`)),
    );
  });
}

const benchPosts = path.join(site.contentDir, 'posts/bench');
await mkdir(benchPosts, { recursive: true });
for (let i = 0; i < count; i++) await writeFile(path.join(benchPosts, `${slugOf(i)}.md`), syntheticPost(i));
// Every post, the owner's and the synthetic ones, by its Danish file's name.
const postSlugs = (await readdir(path.join(site.contentDir, 'posts'), { recursive: true }))
  .filter((file) => file.endsWith('.md') && !file.endsWith('.en.md'))
  .map((file) => path.basename(file, '.md'))
  .sort();

// `npm run build` is `vike build`, which also runs the content step (scripts/vite-plugin-content.ts)
// and writes _headers; the phases are split by the times at which their log lines appear.
const build = await run(path.join(root, 'node_modules/.bin/vike'), ['build']);
const log = build.lines.map((l) => l.text).join('\n');
const contentLine = build.lines.find((l) => l.text.startsWith('content: '));
const contentSeconds = Number(/in (\d+) ms/.exec(contentLine?.text ?? '')?.[1] ?? NaN) / 1000;
const prerenderStart = build.lines.find((l) => l.text.includes('pre-rendering'))?.at ?? NaN;
const client = site.clientDir;
const pages = Number(/(\d+) HTML documents pre-rendered/.exec(log)?.[1] ?? NaN);

// Without synthetic posts, one of the owner's own.
const articleSlug = count > 0 ? slugOf(count - 1) : postSlugs[0];
if (!articleSlug) throw new Error('No post to weigh');
const articlePath = href('post', { slug: articleSlug });
const gz = async (file: string) => gzipSync(await readFile(path.join(client, file)), { level: 9 }).length;

const server = await startStaticServer({ dir: client });
const browser = await launchChromium();
const weigh = async (p: string) => measurePage(browser, server.url + p);
const [home, blog, article] = [await weigh(href('home')), await weigh(href('blog')), await weigh(articlePath)];
await browser.close();
await server.close();

const kb = (n: number) => (n / 1024).toFixed(1);
const s = (n: number) => n.toFixed(2);
const gitRev = await promisify(execFile)('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).then(
  (r) => r.stdout.trim(),
  () => '?',
);
console.log(`\nbench ${count} synthetic posts (commit ${gitRev}); JS is what a first visit loads, with the disclaimer dialog open`);
console.log(
  '| posts | pages | prebuild (content) s | client+server build s | prerender s | total s | peak RSS MB | ' +
    'JS / raw/gz KB | JS /blog raw/gz KB | JS article raw/gz KB | /blog HTML gz KB | article HTML gz KB |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${postSlugs.length} | ${pages} | ${s(contentSeconds)} | ${s(prerenderStart - contentSeconds)} | ${s(build.seconds - prerenderStart)} | ` +
    `${s(build.seconds)} | ${Math.round(build.rssMb)} | ` +
    `${kb(home.jsRaw)}/${kb(home.jsGzip)} | ${kb(blog.jsRaw)}/${kb(blog.jsGzip)} | ${kb(article.jsRaw)}/${kb(article.jsGzip)} | ` +
    `${kb(await gz(`${href('blog').slice(1)}index.html`))} | ${kb(await gz(`${articlePath.slice(1)}index.html`))} |`,
);
if (!values.keep) await site.remove();
