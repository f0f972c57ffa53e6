import type { Language } from '@/content/languages';

/**
 * A legal area's name inside a sentence: "Skriv til mig om lejeret", "Articles on family law".
 * Its own name is a heading's ("Lejeret", "Family law"); Danish and English both write a common
 * noun in lower case mid-sentence, and no area is a proper name.
 */
export const inSentence = (name: string, lang: Language): string => name.toLocaleLowerCase(lang);
