import type { Config } from 'vike/types';

export default {
  // Every page is prerendered to static HTML; there is no server at run time.
  prerender: { parallel: 32 },
  // Every address ends in a slash (src/routes/routes.ts): the folder's index.html.
  trailingSlash: true,
  // wouter owns navigation in the browser and +client.tsx hydrates: Vike's client runtime
  // is not needed, which keeps its size off every page (docs/performance.md).
  clientRouting: false,
} satisfies Config;
