import { parse, YAMLParseError, type ErrorCode } from 'yaml';
import { ContentError } from './content-error.ts';

/**
 * YAML 1.2 core schema: dates stay strings (so the schema can check the raw text) and
 * `no`/`yes` stay strings, unlike YAML 1.1 parsers such as js-yaml.
 */
export function parseYaml(file: string, source: string): unknown {
  try {
    return parse(source, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = error.linePos?.[0].line;
      const where = line ? ` (line ${line})` : '';
      const advice = hint(error.code, error.message, line === undefined ? '' : (source.split(/\r?\n/)[line - 1] ?? ''));
      throw new ContentError(file, null, `is not valid YAML${where}: ${(error.message.split('\n')[0] ?? '').replace(/:$/, '')}${advice ? `. ${advice}` : ''}`);
    }
    // `yaml` resolves *aliases after parsing and reports their misuse as a ReferenceError, with no position.
    if (error instanceof ReferenceError && /alias/i.test(error.message))
      throw new ContentError(
        file,
        null,
        /excessive/i.test(error.message)
          ? 'repeats a part of itself (&name … *name) so many times that it is not read: write each value out instead'
          : 'uses a value that starts with *, which YAML reads as a reference to a part marked &: put the text in double quotes',
      );
    throw error;
  }
}

/** What the owner, who is not a programmer, can do about the usual slips; from the line where the parser stopped. */
function hint(code: ErrorCode, message: string, line: string): string | null {
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY': {
      // "title: Huslejestigning: Hvad må udlejer?": the second ": " reads as a new field. The
      // same error comes from a line indented too far: then the line holds no second ": ".
      const field = /^(\s*(?:-\s+)?)([\w.-]+):\s+(.+?)\s*$/.exec(line);
      const value = field?.[3];
      if (!field || !value?.includes(': ')) return 'Check the indentation: every field of a list item, or of the file, starts in the same column';
      return `A colon followed by a space inside a text starts a new field: put the text in double quotes and write ${field[2]}: "${value.replace(/"/g, '\\"')}"`;
    }
    case 'MISSING_CHAR':
      return /quote/i.test(message)
        ? 'A text opened with a quote mark must end with the same mark on the same line'
        : 'Each item of a list starts on its own line with "- ", indented like the others';
    case 'UNEXPECTED_TOKEN':
      return /'.*'.*'/.test(line)
        ? `Inside '…' an apostrophe must be written twice (''), or put the text in double quotes instead`
        : 'Something follows where the line should end: if it is part of the text, put the whole text in double quotes';
    case 'BAD_INDENT':
      return 'Check the indentation (spaces, the same for every line of a list) and that a [list] ends with ]';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, not tabs';
    case 'DUPLICATE_KEY':
      return 'The same field is written twice: keep one';
    default:
      return null;
  }
}
