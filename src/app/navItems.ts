import type { MessageKey } from '@/i18n/translate';
import type { StaticPath } from './paths';

/** The top bar's links, in the spec's order; the footer repeats them. */
export const navItems: { path: StaticPath; label: MessageKey }[] = [
  { path: '/', label: 'nav.home' },
  { path: '/blog', label: 'nav.blog' },
  { path: '/ydelser', label: 'nav.services' },
  { path: '/om', label: 'nav.about' },
  { path: '/kontakt', label: 'nav.contact' },
];

/** "/blog/x" keeps "Blog" marked as the current section. */
export function isCurrent(path: string, location: string): boolean {
  return path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
}
