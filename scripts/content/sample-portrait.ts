import { createHash } from 'node:crypto';

/** The owner's photo, content/portrait.webp: the site shows it once it is not the sample drawing. */
export const PORTRAIT_FILE = 'portrait.webp';

/**
 * SHA-256 of the sample drawing the repository ships in content/portrait.webp (re-rendered by
 * scripts/render-images.ts): the current drawing, and the earlier one a site may still carry.
 */
const samplePortraits = new Set([
  'ea449f2713557a12c8a66721b90f886dc8ee3571544e71072ddb0772a532c1a1',
  '7b60d79f1747f9990fa7ac95d3d1fdaf3c8255b198ca124c38acadb263620cc9',
]);

/** Whether a portrait file is still the sample: the publish check refuses it, the build shows a monogram instead. */
export const isSamplePortrait = (bytes: Uint8Array): boolean => samplePortraits.has(createHash('sha256').update(bytes).digest('hex'));
