import type { PageDataEntries, PagePayload } from '../../src/content/pagePayload.ts';
import { payloadFile } from '../../src/content/pagePayload.ts';
import { notFoundRoute, routeNames, routes, type PayloadName, type RouteDefinition } from '../../src/routes/routes.ts';
import type { SplitMessages } from './message-groups.ts';

/**
 * One payload per route (src/content/pagePayload.ts): the core texts, the texts of the groups
 * the route names and the data entries it names, as `page-data/<route>.json` under public/.
 */
export function pagePayloads(messages: SplitMessages, data: PageDataEntries): Map<string, string> {
  const pages: [PayloadName, Pick<RouteDefinition, 'texts' | 'data'>][] = [
    ...routeNames.map((name) => [name, routes[name]] as [PayloadName, RouteDefinition]),
    ['notFound', notFoundRoute],
  ];
  return new Map(
    pages.map(([name, { texts, data: keys }]) => {
      const payload: PagePayload = {
        texts: Object.assign({}, messages.core, ...texts.map((group) => messages.groups.get(group))) as Record<string, string>,
        data: Object.fromEntries(keys.map((key) => [key, data[key]])),
      };
      return [`public/${payloadFile(name)}`, JSON.stringify(payload)];
    }),
  );
}
