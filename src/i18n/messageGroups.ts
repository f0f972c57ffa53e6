// Which texts travel with which screen (or other lazily loaded part). Keys are "prefix.rest";
// a prefix listed here goes to that group's chunk, every other prefix to "core", which every
// page loads. Keeps the long texts of one page out of the JavaScript of all the others.
// (Read by the prebuild too.)
export const messageGroups = {
  home: ['hero', 'profile', 'home', 'reviews', 'mission', 'cta'],
  blog: ['blog', 'newsletter', 'article', 'share'],
  courses: ['courses', 'courseArea'],
  services: ['services'],
  about: ['about'],
  contact: ['contact'],
  disclaimer: ['disclaimer'],
  disclaimerDialog: ['disclaimerDialog'],
} as const satisfies Record<string, readonly string[]>;

export type MessageGroup = keyof typeof messageGroups;

export function groupOf(key: string): MessageGroup | 'core' {
  const prefix = key.split('.')[0];
  for (const [group, prefixes] of Object.entries(messageGroups)) {
    if ((prefixes as readonly string[]).includes(prefix ?? '')) return group as MessageGroup;
  }
  return 'core';
}
