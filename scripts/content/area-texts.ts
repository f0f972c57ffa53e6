import type { Language, LegalArea } from '../../src/content/schema.ts';
import { ContentError } from './content-error.ts';

/**
 * A legal area's name is a visible text like any other, `area.<id>`, so it travels with the
 * translations; content/legal-areas.yaml is where it is written, once, for both languages.
 */
export function areaTexts(areas: readonly LegalArea[], lang: Language): Record<string, string> {
  return Object.fromEntries(areas.map((area) => [`area.${area.id}`, area[lang]]));
}

/** A translation file that writes an area's name itself would compete with legal-areas.yaml. */
export function areaKeyErrors(messages: Record<string, string>, file: string): ContentError[] {
  return Object.keys(messages)
    .filter((key) => key.startsWith('area.'))
    .map((key) => new ContentError(file, key, 'is a legal area\'s name: write it in content/legal-areas.yaml instead'));
}
