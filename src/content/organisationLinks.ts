import { organisationLinks } from '@generated/organisation-links';
import type { Language } from './languages';

/** The organisations' names in one language, longest first, as one pattern of whole words. */
function namesPattern(urls: Readonly<Record<string, string>>) {
  const names = Object.keys(urls)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { urls, regex: new RegExp(`(?<!\\p{L})(?:${names.join('|')})(?!\\p{L})`, 'u') };
}

/** Where each organisation of content/organisations.yaml is, by its name in each language. */
export const namedOrganisations: Record<Language, ReturnType<typeof namesPattern>> = {
  da: namesPattern(organisationLinks.da),
  en: namesPattern(organisationLinks.en),
};
