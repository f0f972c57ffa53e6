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

/** How a value reads to the owner: "a number (42)", "a list", "true or false". */
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty';
  if (typeof value === 'object') return 'a set of fields';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return `true or false (${value ? 'true' : 'false'})`;
  if (typeof value === 'number' || typeof value === 'bigint') return `a number (${value.toString()})`;
  return `a ${typeof value}`;
}

const expectedName: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
};

/** The value at a path in what was parsed, if the path leads anywhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Zod's issues as content errors naming file and field. Given the `input` that was parsed, a
 * field that is there but of the wrong kind says what it is and what it must be ("must be
 * text, not a number (42)"), not "is required".
 */
export function zodErrors(file: string, error: z.ZodError, prefix: (string | number)[] = [], input?: unknown): ContentError[] {
  return closestIssues(error.issues).flatMap((issue) => {
    const at = [...prefix, ...issue.path].map(String);
    // One message per field the file should not have, each named as every other field is.
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => new ContentError(file, [...at, key].join('.'), UNKNOWN_FIELD));
    const path = at.join('.');
    const value = input === undefined ? undefined : valueAt(input, issue.path);
    const message =
      // `sources:` with nothing after it is YAML's null, not an empty list.
      path !== '' && issue.code === 'invalid_type' && issue.expected === 'array' && value === null
        ? EMPTY_LIST
        : // Only in place of the generic words: a schema's own message says more.
          issue.code === 'invalid_type' &&
      value !== undefined &&
      expectedName[issue.expected] &&
      (issue.message === 'is required' || issue.message.startsWith('Invalid input'))
        ? `must be ${expectedName[issue.expected]}, not ${describe(value)}${inQuotes(issue.expected, value)}`
        : issue.message;
    return [new ContentError(file, path || null, message)];
  });
}

/** What a list field with nothing after its colon is told. */
export const EMPTY_LIST = 'is empty (nothing after the colon): put each item under it on a line starting with "- ", write [] for none, or delete the line';

/** What an unknown field is told: the line goes, or its name was misspelt. */
export const UNKNOWN_FIELD = 'is not a field this file has: delete the line, or check the spelling of its name';

/** YAML reads 28719044 or true as a number or a switch: where text was meant, the quotes make it text. */
const inQuotes = (expected: string, value: unknown) =>
  expected === 'string' && (typeof value === 'number' || typeof value === 'boolean') ? `: put it in quotes, "${String(value)}"` : '';

/**
 * A value that fits none of a union's shapes (a situation's step: a question or an outcome) is
 * named by the shape it comes closest to, the one with the fewest problems, field by field:
 * "steps.x.outcome.act.0.en is required", not "must be a question or an outcome".
 */
function closestIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return closest.length === 0 ? [issue] : closestIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}
