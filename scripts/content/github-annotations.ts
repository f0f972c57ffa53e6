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

/** The address a body problem is about ("links to /blog/x/, …", "shows the image /images/y.png, …"). */
const addressIn = (problem: string) => /^(?:links to|shows the image) (\S+?),? /.exec(problem)?.[1];

/**
 * The line a problem is on: a link or an image in a post's body on the line that writes it (as
 * written, or without the slash the build adds), any other problem on its field's line.
 */
export function problemLine(text: string, field: string | null, problem: string): number | undefined {
  const address = field === 'body' ? addressIn(problem) : undefined;
  const start = fieldLine(text, field);
  if (address && start) {
    const written = [address, address.replace(/\/$/, '')].map((a) => `(${a}`);
    const lines = text.split(/\r?\n/);
    const index = lines.findIndex((line, i) => i >= start - 1 && written.some((w) => line.includes(w)));
    if (index !== -1) return index + 1;
  }
  return start;
}

type Problem = { file: string; field: string | null; problem: string; message: string };

async function annotate(kind: 'error' | 'warning', title: string, problems: readonly Problem[], cwd: string): Promise<string[]> {
  return Promise.all(
    problems.map(async ({ file, field, problem, message }) => {
      const text = await readFile(path.resolve(cwd, file), 'utf8').catch(() => null);
      const line = text === null ? undefined : problemLine(text, field, problem);
      const where = [`file=${escapeProperty(file)}`, ...(line ? [`line=${line}`] : []), `title=${escapeProperty(title)}`];
      return `::${kind} ${where.join(',')}::${escapeData(message)}`;
    }),
  );
}

/** One `::error` line per content error, on the line of its field (or of its link) where it can be found. */
export function githubAnnotations(errors: readonly ContentError[], cwd = process.cwd()): Promise<string[]> {
  return annotate('error', 'Content error', errors, cwd);
}

/**
 * One workflow command per message written as the build and the publish check write them
 * ("<file>: field "<field>" …"), on its file; a message that names no file is left to the log.
 */
export function githubMessages(kind: 'error' | 'warning', title: string, messages: readonly string[], cwd = process.cwd()): Promise<string[]> {
  const problems = messages.flatMap((message) => {
    const found = /^(\S+): (?:field "([^"]+)" )?(.*)$/s.exec(message);
    return found?.[1] && found[3] ? [{ file: found[1], field: found[2] ?? null, problem: found[3], message }] : [];
  });
  return annotate(kind, title, problems, cwd);
}

/** One `::warning` line per content warning, on its file. */
export const githubWarnings = (warnings: readonly string[], cwd = process.cwd()) => githubMessages('warning', 'Content warning', warnings, cwd);
