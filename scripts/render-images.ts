// Renders the raster images in public/ from their SVG sources in assets/ with Chromium:
// the share image, the app icons and the portrait in WebP. Run it after editing a source:
//   npx tsx scripts/render-images.ts
// The outputs are committed, so a normal build needs neither this script nor Chromium.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const jobs = [
  { source: 'assets/og-image.svg', target: 'public/og-image.png', width: 1200, height: 630, type: 'png' },
  { source: 'public/favicon.svg', target: 'public/apple-touch-icon.png', width: 180, height: 180, type: 'png' },
  { source: 'public/favicon.svg', target: 'public/icon-192.png', width: 192, height: 192, type: 'png' },
  { source: 'public/favicon.svg', target: 'public/icon-512.png', width: 512, height: 512, type: 'png' },
  { source: 'assets/portrait.svg', target: 'public/portrait.webp', width: 576, height: 720, type: 'webp' },
] as const;

const browser = await launchChromium();
const page = await browser.newPage();
for (const job of jobs) {
  const svg = await readFile(path.join(root, job.source), 'utf8');
  await page.setViewportSize({ width: job.width, height: job.height });
  await page.setContent(
    `<body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${job.width}" height="${job.height}"></body>`,
  );
  await page.waitForFunction(() => document.images[0]?.complete);
  const bytes =
    job.type === 'png'
      ? await page.screenshot({ type: 'png' })
      : Buffer.from(
          (
            await page.evaluate(() => {
              const img = document.images.item(0);
              if (!img) throw new Error('The image did not load');
              const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
              canvas.getContext('2d')?.drawImage(img, 0, 0);
              return canvas.toDataURL('image/webp', 0.82);
            })
          ).replace(/^data:[^,]*,/, ''),
          'base64',
        );
  await writeFile(path.join(root, job.target), bytes);
  console.log(`${job.target}: ${bytes.length} bytes`);
}
await browser.close();
