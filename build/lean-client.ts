// Keeps the browser bundle to JavaScript that is actually used (see bundle-tuning.ts).
// - No CSS: every stylesheet under src/ is inlined into every page (src/pages/siteCss.ts), so a
//   CSS import anywhere in the client would load the styles twice. The build fails and names
//   the file that was emitted.
// - No preload helper: Vite wraps every dynamic import() in a helper that first preloads the
//   chunk's CSS and module dependencies. With no CSS and no module preloading
//   (modulePreload: false) every list is empty, and the helper, loaded by every page, does
//   nothing; it is replaced by one that just runs the import. Should a dependency list ever be
//   non-empty, the build fails instead of silently skipping it.
import type { Plugin } from 'vite';

const helperId = '\0vite/preload-helper.js';

export function leanClientPlugin(): Plugin {
  return {
    name: 'juridisk-vejledning:lean-client',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',

    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id === helperId) return 'export const __vitePreload = (load) => load();';
      },
    },

    // Each dynamic import is wrapped as __vitePreload(() => import(…), __VITE_PRELOAD__), the marker
    // becoming its dependency list in generateBundle. With no CSS and no module preloading every
    // list is empty, so the import is left as written, without the helper's call around it.
    renderChunk: {
      order: 'post',
      handler(code) {
        const plain = code.replace(
          /\b__vitePreload(?:\$\d+)?\(\(\) => (import\("[^"]*"\)(?:\.then\(\([\w$]+\) => [\w$.]+(?:\([\w$, ]*\))?\))*), __VITE_PRELOAD__\)/g,
          '$1',
        );
        return plain === code ? null : { code: plain, map: null };
      },
    },

    // After Vite's own generateBundle, which writes the dependency lists.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.fileName.endsWith('.css')) {
            this.error(
              `${file.fileName}: the client imports CSS; put the stylesheet beside its component (src/pages/siteCss.ts inlines every one) instead`,
            );
          }
          // Vite names its dependency-list function __vite__mapDeps wherever a list is not empty.
          if (file.type === 'chunk' && file.code.includes('__vite__mapDeps')) {
            this.error(`${file.fileName} preloads dependencies of a dynamic import, which leanClientPlugin would skip`);
          }
        }
      },
    },
  };
}
