// The only importers of src/generated/ live in src/content/: screens get typed data from here.

/** Every Danish key, as a type only: the reference for which keys exist. */
export type DanishMessages = typeof import('@generated/messages-da').da;

/** The texts every page needs (src/i18n/messageGroups.ts: corePrefixes). */
export { messages as coreDanish } from '@generated/messages-da-core';

/** Each text group's Danish texts, a chunk of its own; the content build writes the map. */
export { loadDanishGroup } from '@generated/messages-da-groups';

/** All English texts, loaded when the visitor switches language. */
export const loadEnglish = () => import('@generated/messages-en').then((m) => m.en);
