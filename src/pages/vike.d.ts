import type { PageData } from '@/content/posts/pageData';
import type { Post } from '@/content/schema';

declare global {
  namespace Vike {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into Vike's own interface
    interface PageContext {
      pageData?: PageData;
      /** Server only: the post shown at this path, body included. */
      post?: Post | null;
    }
  }
  /** Absolute path of the generated content folder, set in vite.config.ts. Server code only. */
  const __GENERATED_DIR__: string;
}

export {};
