// React's entry files choose between the development and production builds at run time and,
// for react-dom, first call DevTools' dead-code check. In the browser's production bundle that
// choice is already made, so each entry points straight at its production file: the same React,
// without the wrappers every page would load (docs/performance.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

// The packages' exports do not list their cjs/ files, so they are found beside package.json.
const inPackage = (name: string, file: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

const productionFiles: Record<string, string> = {
  react: inPackage('react', 'cjs/react.production.js'),
  'react/jsx-runtime': inPackage('react', 'cjs/react-jsx-runtime.production.js'),
  'react-dom': inPackage('react-dom', 'cjs/react-dom.production.js'),
  'react-dom/client': inPackage('react-dom', 'cjs/react-dom-client.production.js'),
};

export function reactProductionPlugin(): Plugin {
  return {
    name: 'juridisk-vejledning:react-production',
    // Only where React's own entries would pick production: Vite replaces process.env.NODE_ENV
    // with the environment's NODE_ENV, else the mode (a build inside Vitest is "test": React's
    // development build, whose JSX runtime needs the development React).
    apply: (_config, { command, mode }) => command === 'build' && [process.env.NODE_ENV, mode].find(Boolean) === 'production',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: {
      filter: { id: /^react(-dom)?(\/client|\/jsx-runtime)?$/ },
      handler(source) {
        return productionFiles[source] ?? null;
      },
    },
  };
}
