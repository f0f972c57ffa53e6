import { describe, expect, it } from 'vitest';
import { href } from './href';
import { matchPath, readPath } from './matchPath';
import { footerItems, isCurrent, navItems } from './navItems';
import { routeNames, routes } from './routes';
import { alternatesOf, hreflangLinks, sitePages, sitePaths } from './sitePaths';

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

  it('reads the language from the address: /en/… is English, the rest Danish', () => {
    expect(readPath('/en/kontakt/')).toEqual({ lang: 'en', path: '/kontakt/', match: { name: 'contact', params: {} } });
    expect(readPath('/en/')).toEqual({ lang: 'en', path: '/', match: { name: 'home', params: {} } });
    expect(readPath('/en')).toEqual({ lang: 'en', path: '/', match: { name: 'home', params: {} } });
    expect(readPath('/en/blog/x/')).toEqual({ lang: 'en', path: '/blog/x/', match: { name: 'post', params: { slug: 'x' } } });
    expect(readPath('/kontakt/')).toEqual({ lang: 'da', path: '/kontakt/', match: { name: 'contact', params: {} } });
    expect(readPath('/en/findes-ikke')).toEqual({ lang: 'en', path: '/findes-ikke', match: null });
    // Not a language prefix, just a path starting with the letters.
    expect(readPath('/english/')).toEqual({ lang: 'da', path: '/english/', match: null });
    expect(readPath('/en/en/kontakt/')).toEqual({ lang: 'en', path: '/en/kontakt/', match: null });
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
    const helpArea = [{ area: 'x' }];
    const situation = [{ situation: 's', step: 'q' }];
    const contactSituation = [{ situation: 's' }];
    const paths = sitePaths({
      da: { post: [{ slug: 'a' }, { slug: 'b' }], helpArea, situation, contactSituation },
      en: { post: [{ slug: 'b' }], helpArea, situation, contactSituation },
    });
    const danish: Partial<Record<string, string[]>> = {
      post: ['/blog/a/', '/blog/b/'],
      helpArea: ['/find-hjaelp/x/'],
      situation: ['/hvad-er-der-sket/s/q/'],
      contactSituation: ['/kontakt/om/s/'],
    };
    const english: Partial<Record<string, string[]>> = {
      post: ['/en/blog/b/'],
      helpArea: ['/en/find-hjaelp/x/'],
      situation: ['/en/hvad-er-der-sket/s/q/'],
      contactSituation: ['/en/kontakt/om/s/'],
    };
    expect(paths).toEqual([
      ...routeNames.flatMap((name) => danish[name] ?? [routes[name].path]),
      ...routeNames.flatMap((name) => english[name] ?? [`/en${routes[name].path}`]),
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names each page's address in both languages; a post without English has its Danish page for both", () => {
    const helpArea = [{ area: 'x' }];
    const pages = sitePages({
      da: { post: [{ slug: 'a' }, { slug: 'b' }], helpArea, situation: [], contactSituation: [] },
      en: { post: [{ slug: 'b' }], helpArea, situation: [], contactSituation: [] },
    });
    const byPath = new Map(pages.map((page) => [page.path, page]));
    expect(byPath.get('/kontakt/')?.alternates).toEqual({ da: '/kontakt/', en: '/en/kontakt/' });
    expect(byPath.get('/en/kontakt/')).toEqual({ path: '/en/kontakt/', lang: 'en', alternates: { da: '/kontakt/', en: '/en/kontakt/' } });
    expect(byPath.get('/blog/a/')?.alternates).toEqual({ da: '/blog/a/', en: '/blog/a/' });
    expect(byPath.has('/en/blog/a/')).toBe(false);
    expect(byPath.get('/en/blog/b/')?.alternates).toEqual({ da: '/blog/b/', en: '/en/blog/b/' });
  });
});

describe('navItems', () => {
  it('are the pages with a nav label, in table order; the footer adds its own', () => {
    expect(navItems.map((i) => i.name)).toEqual(routeNames.filter((name) => 'nav' in routes[name]));
    // The spec's five first, in its order; the help guide beside them (issue #38).
    expect(navItems.slice(0, 5).map((i) => i.path)).toEqual(['/', '/blog/', '/ydelser/', '/om/', '/kontakt/']);
    expect(navItems.map((i) => i.name)).toContain('help');
    expect(footerItems.slice(0, navItems.length)).toEqual(navItems);
    expect(footerItems.slice(navItems.length).map((i) => i.name)).toEqual(routeNames.filter((name) => 'footer' in routes[name]));
  });

  it('keep a section marked on its sub-pages, but not the home page everywhere', () => {
    expect(isCurrent('/blog/', '/blog/x/')).toBe(true);
    expect(isCurrent('/blog/', '/blog')).toBe(true);
    expect(isCurrent('/', '/blog/')).toBe(false);
    expect(isCurrent('/om/', '/omkring/')).toBe(false);
  });
});

describe('hreflangLinks', () => {
  it('names each version and x-default where a page has two; none where it has one', () => {
    expect(hreflangLinks(alternatesOf('/blog/x/', () => true))).toEqual([
      ['da', '/blog/x/'],
      ['en', '/en/blog/x/'],
      ['x-default', '/blog/x/'],
    ]);
    expect(hreflangLinks(alternatesOf('/blog/x/', () => false))).toEqual([]);
  });
});
