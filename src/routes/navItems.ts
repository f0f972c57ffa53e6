import type { MessageKey } from '@/i18n/translate';
import { routeNames, routes, type StaticRouteName } from './routes.ts';

type NavItem = { name: StaticRouteName; path: string; label: MessageKey };

const withLabel = (pick: (route: (typeof routes)[StaticRouteName]) => MessageKey | undefined): NavItem[] =>
  routeNames.flatMap((name) => {
    const route = routes[name] as (typeof routes)[StaticRouteName];
    const label = pick(route);
    return label ? [{ name: name as StaticRouteName, path: route.path, label }] : [];
  });

/** The top bar's links, in the route table's order. */
export const navItems = withLabel((route) => ('nav' in route ? route.nav : undefined));

/** The footer's links: the top bar's, then the footer-only pages. */
export const footerItems = [...navItems, ...withLabel((route) => ('footer' in route ? route.footer : undefined))];

/** "/blog/x/" keeps "Blog" marked as the current section; "/blog" (typed without the slash) is "/blog/". */
export function isCurrent(path: string, location: string): boolean {
  return path === '/' ? location === '/' : `${location}/`.startsWith(path);
}
