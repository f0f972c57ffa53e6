// The site's type pair (scripts/content/web-fonts.ts): its @font-face rules and font stacks,
// and the files the first screen uses, to preload.
export { fontCss, fontPreloads } from '@generated/fonts';
