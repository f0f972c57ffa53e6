import { da } from '@generated/messages-da';
import { postSlugs } from '@/content/posts/readPosts';
import { href } from '@/routes/href';
import { routeNames, routes, type StaticRouteName } from '@/routes/routes';

/** Every page without parameters and the Danish h1 it shows, from the route table. */
export const staticRoutes = routeNames
  .filter((name): name is StaticRouteName => !routes[name].path.includes(':'))
  .map((name) => {
    const route: { path: string; heading?: keyof typeof da } = routes[name];
    if (!route.heading) throw new Error(`src/routes/routes.ts: the page "${name}" needs a heading key for the browser tests`);
    return { path: route.path, heading: da[route.heading] };
  });
export const postRoutes = postSlugs.map((slug) => ({ path: href('post', { slug }), slug }));
export { da };
