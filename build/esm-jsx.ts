import path from 'node:path';
import type { Plugin } from 'vite';

const runtime = path.join(import.meta.dirname, 'esm-jsx-runtime.ts');

/** Points the site's JSX at esm-jsx-runtime.ts, which itself imports React's runtime. */
export function esmJsxPlugin(): Plugin {
  return {
    name: 'juridisk-vejledning:esm-jsx',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: {
      filter: { id: /^react\/jsx-runtime$/ },
      handler(_source, importer) {
        if (importer !== runtime) return runtime;
      },
    },
  };
}
