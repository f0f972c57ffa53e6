import { da } from '@generated/messages-da';
import { englishPostSlugs, postSlugs } from '@/content/posts/readPosts';
import { href } from '@/routes/href';
import { sitePageValues } from '@/routes/sitePageValues';
import { routeHeadings } from '@/routes/routeHeadings';
import { routeNames, routes, type StaticRouteName } from '@/routes/routes';

/** Every page without parameters and the Danish h1 it shows, from the route table. */
export const staticRoutes = routeNames
  .filter((name): name is StaticRouteName => !routes[name].path.includes(':'))
  .map((name) => ({ path: routes[name].path, heading: da[routeHeadings[name]] }));
export const postRoutes = postSlugs.map((slug) => ({ path: href('post', { slug }), slug }));
export { da };

/** The help guide's area pages, one per legal area. */
export const helpAreaRoutes = sitePageValues(postSlugs, englishPostSlugs).da.helpArea.map((params) => ({ path: href('helpArea', params) }));
export { englishPostSlugs, postSlugs };

/** One page per situation step of "Hvad er der sket?" (questions and outcomes). */
export const situationRoutes = sitePageValues(postSlugs, englishPostSlugs).da.situation.map((params) => ({
  path: href('situation', params),
}));

/** One contact page per situation (/kontakt/om/<situation>/). */
export const contactSituationRoutes = sitePageValues(postSlugs, englishPostSlugs).da.contactSituation.map((params) => ({
  path: href('contactSituation', params),
}));
