import { createRequire } from 'node:module';
import path from 'node:path';

/** A font file of an @fontsource package, e.g. ('@fontsource/source-sans-3', 'source-sans-3-latin-400-normal.woff2'). */
export const fontsourceFile = (pkg: string, file: string) =>
  // The packages export only CSS; their LICENSE is exported and lies beside files/.
  path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/LICENSE`)), 'files', file);
