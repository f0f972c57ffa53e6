// The only importers of src/generated/ live in src/content/: screens get typed data from here.
import type { MessageGroup } from '@/i18n/messageGroups';

/** Every Danish key, as a type only: the reference for which keys exist. */
export type DanishMessages = typeof import('@generated/messages-da').da;

/** The texts every page needs (layout, dialog, toasts, categories, not found). */
export { messages as coreDanish } from '@generated/messages-da-core';

/** A screen group's Danish texts, in that screen's chunk. */
export const loadDanishGroup: Record<MessageGroup, () => Promise<Record<string, string>>> = {
  home: () => import('@generated/messages-da-home').then((m) => m.messages),
  blog: () => import('@generated/messages-da-blog').then((m) => m.messages),
  courses: () => import('@generated/messages-da-courses').then((m) => m.messages),
  services: () => import('@generated/messages-da-services').then((m) => m.messages),
  about: () => import('@generated/messages-da-about').then((m) => m.messages),
  contact: () => import('@generated/messages-da-contact').then((m) => m.messages),
  disclaimer: () => import('@generated/messages-da-disclaimer').then((m) => m.messages),
  disclaimerDialog: () => import('@generated/messages-da-disclaimerDialog').then((m) => m.messages),
};

/** All English texts, loaded when the visitor switches language. */
export const loadEnglish = () => import('@generated/messages-en').then((m) => m.en);
