import { da } from '@generated/messages-da';
import { postSlugs } from '@generated/post-paths';
import { postPath, staticPaths, type StaticPath } from '@/app/paths';
import type { MessageKey } from '@/i18n/translate';

/** The h1 each static route shows in Danish, by translation key: tests follow the content. */
const headingKey: Record<StaticPath, MessageKey> = {
  '/': 'hero.title',
  '/blog': 'blog.title',
  '/ydelser': 'services.title',
  '/om': 'about.title',
  '/kontakt': 'contact.title',
  '/juridisk-ansvarsfraskrivelse': 'disclaimer.title',
};

export const staticRoutes = staticPaths.map((path) => ({ path, heading: da[headingKey[path]] }));
export const postRoutes = postSlugs.map((slug) => ({ path: postPath(slug), slug }));
export { da };
