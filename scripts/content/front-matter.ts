import matter from 'gray-matter';
import { ContentError } from './content-error.ts';
import { parseYaml } from './read-yaml.ts';

const ONLY_YAML = 'only YAML frontmatter is read: start the file with a line of only --- and write the fields as name: value';

/** What the first line of a post may open that is not YAML: gray-matter's language tag (---js), TOML (+++), JSON ({) or a ;;; block. */
function otherLanguage(firstLine: string): string | null {
  const line = firstLine.trim();
  const other = /^---\s*[^\s-]/.test(line) || line === '+++' || line === ';;;' || line.startsWith('{');
  if (!other) return null;
  return line.length > 20 ? `${line.slice(0, 20)}…` : line;
}

/** Throws: gray-matter's own engines for other languages evaluate or read what YAML would refuse. */
const refuse = (file: string) => () => {
  throw new ContentError(file, null, ONLY_YAML);
};

/**
 * A post's frontmatter and body, its frontmatter read as YAML and as nothing else. gray-matter
 * runs a frontmatter opened with ---js through `eval`, so any other opening is refused before it
 * is called, and its other engines are replaced so that nothing reaches them regardless.
 */
export function readFrontmatter(file: string, text: string): { data: Record<string, unknown>; content: string } {
  const lines = text.split('\n');
  const other = otherLanguage(lines[0] ?? '');
  if (other !== null) throw new ContentError(file, null, `opens its frontmatter with ${JSON.stringify(other)}: ${ONLY_YAML}`);
  if (lines[0]?.trim() === '---' && !lines.slice(1).some((line) => line.trim() === '---'))
    throw new ContentError(file, null, 'starts its frontmatter with --- but never ends it: put a line with only --- after the last field');
  // gray-matter's own YAML parser (js-yaml, YAML 1.1) turns 2024-02-30 into a Date of
  // 1 March; parse with the `yaml` package instead so the raw date string reaches the schema.
  const { data, content } = matter(text, {
    language: 'yaml',
    engines: { yaml: (source: string) => parseYaml(file, source) as object, javascript: refuse(file), json: refuse(file), coffee: refuse(file) },
  });
  return { data, content };
}
