// ESLint (flat config): typescript-eslint's type-checked rules over the whole tree, React's
// hooks rules and jsx-a11y for the UI. Formatting is Prettier's job (eslint-config-prettier
// turns off the rules that would fight it).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers point one way: a layer imports only the layers before it (docs/architecture.md: Code layout).
const layers = ['content', 'i18n', 'routes', 'components', 'app', 'screens', 'pages'];
const layerRules = layers.map((layer, i) => {
  const later = layers.slice(i + 1);
  const patterns = [];
  if (later.length > 0)
    patterns.push({
      group: later.flatMap((other) => [`@/${other}/*`, `../${other}/*`, `../../${other}/*`]),
      message: `src/${layer} may not import a later layer: ${layers.join(' → ')}.`,
    });
  if (layer !== 'content') patterns.push({ group: ['@generated/*'], message: 'Only src/content reads src/generated.' });
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
});

export default defineConfig(
  { ignores: ['dist/', 'src/generated/', '.cache/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // The code base writes object types with `type` throughout; one spelling, not two.
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // Numbers in messages and paths are written with templates everywhere; their text is exact.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => setOpen(false)` in a handler is clear; its void result is never used.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      // In a test, `list[0]!` is itself an assertion: if the item is missing, the test fails.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `await act(async () => …)` is React's way to flush effects; the callback need not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  ...layerRules,
  {
    files: ['scripts/**/*.ts', 'build/**/*.ts'],
    // The shim is not build code: the client bundle takes it in place of wouter's import.
    ignores: ['**/*.test.ts', 'build/use-sync-external-store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'].map((name) => ({ name, message: 'The build and its scripts never import React.' })),
          patterns: [{ group: ['../tests/*', '../../tests/*'], message: 'Tests import scripts, not the other way round.' }],
        },
      ],
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  prettier,
);
