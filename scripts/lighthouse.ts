// npm run lighthouse: Lighthouse (mobile) scores for /, /blog and one article, in Danish and English, of the built
// site, served as a static host would. Not part of npm test: it is slow.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import path from 'node:path';
import type { PostSummary } from '../src/content/schema.ts';
import { href, hrefIn } from '../src/routes/href.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const server = await startStaticServer({ dir: path.join(root, 'dist/client') });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags });

// The newest post, from the index the blog list fetches.
const [newest] = (await (await fetch(`${server.url}/post-index.json`)).json()) as PostSummary[];
if (!newest) throw new Error('The built site lists no posts');
// The same three in English (the newest post's English page, if it has one).
const paths = [href('home'), href('blog'), href('post', { slug: newest.slug })];
paths.push(hrefIn('en', 'home'), hrefIn('en', 'blog'), ...(newest.en ? [hrefIn('en', 'post', { slug: newest.slug })] : []));
const rows: string[] = [];
try {
  for (const p of paths) {
    const result = await lighthouse(server.url + p, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`No Lighthouse result for ${p}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const ms = (id: string) => `${Math.round(value(id))} ms`;
    rows.push(
      `| ${p} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
        `${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('speed-index')} | ${ms('total-blocking-time')} | ${value('cumulative-layout-shift').toFixed(3)} |`,
    );
    if (value('cumulative-layout-shift') > 0) console.error(`  ${p}: layout shifts`, JSON.stringify(lhr.audits['layout-shifts']?.details));
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
    for (const a of failing) console.error(`  ${p}: ${a.id} (${a.score}) ${a.displayValue ?? ''}`);
  }
} finally {
  chrome.kill();
  await server.close();
}
console.log(
  '| page | performance | accessibility | best practices | SEO | FCP | LCP | Speed Index | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|---|',
);
console.log(rows.join('\n'));
