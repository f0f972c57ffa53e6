import type { ContentFiles } from '@/content/ContentStore';
import type { PageAddress } from '@/routes/matchPath';

declare global {
  namespace Vike {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into Vike's own interface
    interface PageContext {
      /** Server only: the language and route this path shows (match null: the not-found page), read once. */
      address?: PageAddress;
      /** Server only: the content files the page renders with (readPageFiles). */
      files?: ContentFiles;
    }
  }
  /** Absolute path of the generated content folder, set in vite.config.ts. Server code only. */
  const __GENERATED_DIR__: string;
}

export {};
