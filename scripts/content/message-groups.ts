import { corePrefixes, extraPrefixes, htmlOnlyPrefixes } from '../../src/i18n/messageGroups.ts';
import { payloads } from '../../src/routes/payloads.ts';
import { ContentError } from './content-error.ts';

export type SplitMessages = { core: Record<string, string>; groups: Map<string, Record<string, string>> };

/** Every text group: each named by a route, with its prefixes. */
export function textGroups(): Map<string, string[]> {
  const names = new Set<string>([...Object.values(payloads).flatMap((payload) => payload.texts), ...Object.keys(extraPrefixes)]);
  return new Map([...names].map((group) => [group, [group, ...(extraPrefixes[group] ?? [])]]));
}

/**
 * Splits the Danish texts into the core (every page) and the text groups (in the payloads of
 * the routes that name them); the texts only the HTML holds go in neither. A key whose prefix is in no group is a mistake the owner hears about,
 * naming the file and the key.
 */
export function splitMessages(da: Record<string, string>, file: string): { split: SplitMessages; errors: ContentError[] } {
  const groups = textGroups();
  const groupOf = new Map<string, string>(corePrefixes.map((prefix) => [prefix, 'core']));
  for (const [group, prefixes] of groups) for (const prefix of prefixes) groupOf.set(prefix, group);

  const split: SplitMessages = { core: {}, groups: new Map([...groups.keys()].map((group) => [group, {}])) };
  const errors: ContentError[] = [];
  const htmlOnly = new Set<string>(htmlOnlyPrefixes);
  for (const [key, text] of Object.entries(da)) {
    const prefix = key.slice(0, key.indexOf('.'));
    if (htmlOnly.has(prefix)) continue;
    const group = groupOf.get(prefix);
    const texts = group === 'core' ? split.core : group && split.groups.get(group);
    if (texts) texts[key] = text;
    else
      errors.push(
        new ContentError(
          file,
          key,
          `starts with "${prefix}.", which belongs to no text group: name a route's text group "${prefix}" in src/routes/routes.ts, ` +
            `or add the prefix to src/i18n/messageGroups.ts`,
        ),
      );
  }
  return { split, errors };
}
