import { parse, YAMLParseError } from 'yaml';
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
      const where = error.linePos ? ` (line ${error.linePos[0].line})` : '';
      throw new ContentError(file, null, `is not valid YAML${where}: ${error.message.split('\n')[0]}`);
    }
    throw error;
  }
}
