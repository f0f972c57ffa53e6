import type { Language } from './languages';
import type { PageDataEntries } from './pagePayload';

/** The organisations' names in one language, longest first, as one pattern of whole words. */
function namesPattern(urls: Readonly<Record<string, string>>) {
  const names = Object.keys(urls)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { urls, regex: new RegExp(`(?<!\\p{L})(?:${names.join('|')})(?!\\p{L})`, 'u') };
}

const patterns = new WeakMap<object, ReturnType<typeof namesPattern>>();

/** Where each organisation of content/organisations.yaml is, by its name in one language. */
export function namedOrganisations(links: PageDataEntries['organisationLinks'], lang: Language): ReturnType<typeof namesPattern> {
  const urls = links[lang];
  let pattern = patterns.get(urls);
  if (!pattern) patterns.set(urls, (pattern = namesPattern(urls)));
  return pattern;
}
