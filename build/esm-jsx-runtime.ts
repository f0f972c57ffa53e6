// React's JSX runtime is CommonJS. Imported from an ES module, each element compiles to an
// interop call through the module object, `(0,d.jsx)(…)`, at each of the ~700 elements in the
// site's code. Re-exported once as ES bindings (see esm-jsx.ts), the same calls are `d(…)`.
import runtime from 'react/jsx-runtime';

export const { jsx, jsxs, Fragment } = runtime;
