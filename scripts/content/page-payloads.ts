import type { PageDataEntries, PagePayload } from '../../src/content/pagePayload.ts';
import { payloadFile } from '../../src/content/pagePayload.ts';
import { payloads, type PayloadName } from '../../src/routes/routes.ts';
import type { SplitMessages } from './message-groups.ts';

/**
 * One payload per route (src/content/pagePayload.ts): the core texts, the texts of the groups
 * the route names and the data entries it names, as `page-data/<route>.json` under public/.
 */
export function pagePayloads(messages: SplitMessages, data: PageDataEntries): Map<string, string> {
  return new Map(
    (Object.keys(payloads) as PayloadName[]).map((name) => {
      const { texts, data: keys } = payloads[name];
      const payload: PagePayload = {
        texts: Object.assign({}, messages.core, ...texts.map((group) => messages.groups.get(group))) as Record<string, string>,
        data: Object.fromEntries(keys.map((key) => [key, data[key]])),
      };
      return [`public/${payloadFile(name)}`, JSON.stringify(payload)];
    }),
  );
}
