import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentError } from './content-error.ts';

// GitHub Actions shows a line `::error file=…,line=…::message` in a job's log as an annotation
// on that file, in the commit and in the pull request: the owner sees what is wrong on the file
// itself. Docs: https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions

/** Workflow commands escape %, CR and LF in the message, and also : and , in a property. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The line a field is written on, 1-based: `title:` in a post's frontmatter or a YAML file,
 * `"nav.home":` in a texts file, the first line after the frontmatter for a post's body.
 * Undefined when it cannot be told (a field inside a list, a missing field).
 */
export function fieldLine(text: string, field: string | null): number | undefined {
  if (field === null) return undefined;
  const lines = text.split(/\r?\n/);
  if (field === 'body') {
    const close = lines.indexOf('---', 1);
    return lines[0] === '---' && close > 0 ? close + 2 : undefined;
  }
  const name = field.split('.')[0] ?? '';
  const quoted = `"${field}"`;
  const index = lines.findIndex((line) => (/^\d+$/.test(name) ? false : line.startsWith(`${name}:`)) || line.trimStart().startsWith(`${quoted}:`));
  return index === -1 ? undefined : index + 1;
}

/** One `::error` line per content error, with the line of its field where it can be found. */
export async function githubAnnotations(errors: readonly ContentError[], cwd = process.cwd()): Promise<string[]> {
  return Promise.all(
    errors.map(async (error) => {
      const text = await readFile(path.resolve(cwd, error.file), 'utf8').catch(() => null);
      const line = text === null ? undefined : fieldLine(text, error.field);
      const where = [`file=${escapeProperty(error.file)}`, ...(line ? [`line=${line}`] : []), `title=${escapeProperty('Content error')}`];
      return `::error ${where.join(',')}::${escapeData(error.message)}`;
    }),
  );
}
