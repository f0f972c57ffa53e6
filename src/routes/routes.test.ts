import { describe, expect, it } from 'vitest';
import { href } from './href';
import { matchPath } from './matchPath';
import { footerItems, isCurrent, navItems } from './navItems';
import { routeNames, routes } from './routes';
import { sitePaths } from './sitePaths';

describe('href', () => {
  it('gives a static page its path and fills a parameter, encoded', () => {
    expect(href('contact')).toBe(routes.contact.path);
    expect(href('post', { slug: 'et-indlaeg' })).toBe('/blog/et-indlaeg/');
    expect(href('post', { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc/');
  });
});

describe('matchPath', () => {
  it('finds every page by its own path, and a post with its slug', () => {
    for (const name of routeNames.filter((n) => n !== 'post')) expect(matchPath(routes[name].path)?.name, name).toBe(name);
    expect(matchPath('/blog/et-indlaeg')).toEqual({ name: 'post', params: { slug: 'et-indlaeg' } });
  });

  it('every page but home ends in a slash, and is found without it too (typed by hand)', () => {
    for (const name of routeNames.filter((n) => n !== 'home')) expect(routes[name].path, name).toMatch(/.\/$/);
    expect(matchPath(routes.contact.path.slice(0, -1))?.name).toBe('contact');
    expect(matchPath('/blog/et-indlaeg')).toEqual({ name: 'post', params: { slug: 'et-indlaeg' } });
    expect(matchPath('/blog/a/b')).toBeNull();
    expect(matchPath('/findes-ikke')).toBeNull();
  });

  it('minds letter case, as a static host does: /KONTAKT is the not-found page', () => {
    expect(matchPath(routes.contact.path.toUpperCase())).toBeNull();
    expect(matchPath('/Blog/et-indlaeg')).toBeNull();
  });

  it('takes the index.html a host may serve a page at as that page', () => {
    expect(matchPath('/index.html')?.name).toBe('home');
    expect(matchPath(`${routes.blog.path}index.html`)?.name).toBe('blog');
    expect(matchPath('/blog/et-indlaeg/index.html')).toEqual({ name: 'post', params: { slug: 'et-indlaeg' } });
    expect(matchPath('/findes-ikke/index.html')).toBeNull();
  });
});

describe('sitePaths', () => {
  it('lists each static page once and the parameter page once per value, in table order', () => {
    const paths = sitePaths({ post: [{ slug: 'a' }, { slug: 'b' }], helpArea: [{ area: 'x' }] });
    const values: Partial<Record<string, string[]>> = { post: ['/blog/a/', '/blog/b/'], helpArea: ['/find-hjaelp/x/'] };
    expect(paths).toEqual(routeNames.flatMap((name) => values[name] ?? [routes[name].path]));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('navItems', () => {
  it('are the pages with a nav label, in table order; the footer adds its own', () => {
    expect(navItems.map((i) => i.path)).toEqual(['/', '/blog/', '/ydelser/', '/om/', '/kontakt/']);
    expect(footerItems.slice(0, navItems.length)).toEqual(navItems);
    expect(footerItems.slice(navItems.length).map((i) => i.name)).toEqual(['help', 'disclaimer', 'privacy']);
  });

  it('keep a section marked on its sub-pages, but not the home page everywhere', () => {
    expect(isCurrent('/blog/', '/blog/x/')).toBe(true);
    expect(isCurrent('/blog/', '/blog')).toBe(true);
    expect(isCurrent('/', '/blog/')).toBe(false);
    expect(isCurrent('/om/', '/omkring/')).toBe(false);
  });
});
