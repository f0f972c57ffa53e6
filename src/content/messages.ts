// The only importers of src/generated/ live in src/content/: screens get typed data from here.
// Danish is in every page's bundle; English is a separate chunk, loaded on the switch.
export { da } from '@generated/messages-da';
export const loadEnglish = () => import('@generated/messages-en').then((m) => m.en);
