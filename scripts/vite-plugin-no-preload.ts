// Vite wraps every dynamic import() of the client in a helper that first preloads the
// chunk's CSS and module dependencies. This site has none to preload: one stylesheet for
// every page (cssCodeSplit: false) and no module preloading (modulePreload: false), so each
// call gets an empty list and the helper's ~0.9 KB gzip, loaded by every page, does nothing.
// This swaps it for one that just runs the import. Should a dependency list ever be
// non-empty (the settings above changed), the build fails instead of silently skipping it.
import type { Plugin } from 'vite';

const helperId = '\0vite/preload-helper.js';

export function noPreloadPlugin(): Plugin {
  return {
    name: 'juridisk-vejledning:no-preload',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',

    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id === helperId) return 'export const __vitePreload = (load) => load();';
      },
    },

    // After Vite's own generateBundle, which writes the dependency lists.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          // Vite names its dependency-list function __vite__mapDeps wherever a list is not empty.
          if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) {
            this.error(`${chunk.fileName} preloads dependencies of a dynamic import, which noPreloadPlugin would skip`);
          }
        }
      },
    },
  };
}
