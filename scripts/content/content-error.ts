import type { z } from 'zod';

/** A problem in one content file, phrased for the owner who has to fix it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string | null,
    readonly problem: string,
  ) {
    super(field ? `${file}: field "${field}" ${problem}` : `${file}: ${problem}`);
  }
}

/** Thrown once per build with every problem found, so the owner can fix them in one go. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `Content has ${errors.length} problem${errors.length === 1 ? '' : 's'}:\n` +
        errors.map((e) => `  - ${e.message}`).join('\n'),
    );
  }
}

export function zodErrors(file: string, error: z.ZodError, prefix: (string | number)[] = []): ContentError[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path].map(String).join('.');
    return new ContentError(file, path || null, issue.message);
  });
}
