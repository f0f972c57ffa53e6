import type { Language } from '../../src/content/languages.ts';
import type { PageDataEntries, PagePayload } from '../../src/content/pagePayload.ts';
import { payloadFile } from '../../src/content/pagePayload.ts';
import { payloads } from '../../src/routes/payloads.ts';
import type { PayloadName } from '../../src/routes/routes.ts';
import type { SplitMessages } from './message-groups.ts';

/**
 * One payload per route and language (src/content/pagePayload.ts): the core texts, the texts of
 * the groups the route names and the data entries it names, as `page-data/<route>.json` (Danish)
 * and `page-data/en/<route>.json` under public/.
 */
export function pagePayloads(messages: Readonly<Record<Language, SplitMessages>>, data: PageDataEntries): Map<string, string> {
  return new Map(
    (Object.entries(messages) as [Language, SplitMessages][]).flatMap(([lang, split]) =>
      (Object.keys(payloads) as PayloadName[]).map((name): [string, string] => {
        const { texts, data: keys } = payloads[name];
        const payload: PagePayload = {
          lang,
          texts: Object.assign({}, split.core, ...texts.map((group) => split.groups.get(group))) as Record<string, string>,
          data: Object.fromEntries(keys.map((key) => [key, data[key]])),
        };
        return [`public/${payloadFile(name, lang)}`, JSON.stringify(payload)];
      }),
    ),
  );
}
