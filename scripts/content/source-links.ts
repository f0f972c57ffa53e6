import { ContentError } from './content-error.ts';

/**
 * Where a statute or ruling an article rests on may be linked: the consolidated act on
 * retsinformation.dk (its ELI address, which always leads to the version in force or says it
 * is historic), or an authority's own site. A bill, a news story or a law firm's blog is not a
 * source the reader can rely on, so it fails the build.
 */
const RETSINFORMATION_ELI = 'https://www.retsinformation.dk/eli/';
const SOURCE_AUTHORITIES = [
  'domstol.dk',
  'domsdatabasen.dk',
  'skat.dk',
  'skatteankestyrelsen.dk',
  'curia.europa.eu',
  'eur-lex.europa.eu',
  'hudoc.echr.coe.int',
  'ast.dk',
  'familieretshuset.dk',
  'civilstyrelsen.dk',
  'datatilsynet.dk',
  'borger.dk',
  'bm.dk',
  'star.dk',
] as const;

function isSourceAddress(url: string): boolean {
  if (url.startsWith(RETSINFORMATION_ELI)) return true;
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return false;
    host = parsed.hostname;
  } catch {
    return false;
  }
  return SOURCE_AUTHORITIES.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** A content error for each link (its field named, e.g. `sources.2.url`) that is not a source address. */
export function sourceLinkErrors(file: string, links: readonly { field: string; url: string }[]): ContentError[] {
  return links
    .filter(({ url }) => !isSourceAddress(url))
    .map(
      ({ field, url }) =>
        new ContentError(
          file,
          field,
          `is ${url}, which is not a source the site links to: use the consolidated act on retsinformation.dk (its address starts with ${RETSINFORMATION_ELI}) or an authority's own site (${SOURCE_AUTHORITIES.join(', ')})`,
        ),
    );
}
