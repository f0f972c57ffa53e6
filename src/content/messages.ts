// The only importers of src/generated/ live in src/content/: screens get typed data from here.
export { da, en } from '@generated/messages';
