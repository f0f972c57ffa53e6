// Renders the raster images in public/ from their SVG sources in assets/ with Chromium:
// the share image, the app icons, /favicon.ico (for the browsers and crawlers that ask for it
// whatever the page says) and the portrait in WebP. Run it after editing a source:
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
  { source: 'public/favicon.svg', target: 'public/favicon.ico', width: 32, height: 32, type: 'ico' },
  { source: 'assets/portrait.svg', target: 'content/portrait.webp', width: 576, height: 720, type: 'webp' },
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
      : job.type === 'ico'
        ? icoOf(await page.screenshot({ type: 'png' }), job.width, job.height)
        : Buffer.from(
            (
              await page.evaluate(() => {
                const img = document.images.item(0);
                if (!img) throw new Error('The image did not load');
                const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
                // At the box's size: the SVG's own size may be smaller, which left three quarters empty.
                canvas.getContext('2d')?.drawImage(img, 0, 0, img.width, img.height);
                return canvas.toDataURL('image/webp', 0.82);
              })
            ).replace(/^data:[^,]*,/, ''),
            'base64',
          );
  await writeFile(path.join(root, job.target), bytes);
  console.log(`${job.target}: ${bytes.length} bytes`);
}
await browser.close();

/** An .ico file holding one PNG image (the format allows PNG entries since Windows Vista). */
function icoOf(png: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width % 256, 6);
  header.writeUInt8(height % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}
