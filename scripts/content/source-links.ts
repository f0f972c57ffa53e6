import { readFile } from 'node:fs/promises';
import { SourceHosts } from '../../src/content/schema.ts';
import { ContentError } from './content-error.ts';
import { loadYaml } from './load-data.ts';

/**
 * Where a statute or ruling the site rests on may be linked: the consolidated act on
 * retsinformation.dk (its ELI address, which always leads to the version in force or says it
 * is historic), or an authority's own site from content/source-hosts.yaml, which the owner keeps.
 * A bill, a news story or a law firm's blog is not a source the reader can rely on, so it fails
 * the build.
 */
const RETSINFORMATION_ELI = 'https://www.retsinformation.dk/eli/';

/** The hosts a source may link to, and the file that lists them (named in each message). */
export type SourcePolicy = { hosts: readonly string[]; file: string };

/** content/source-hosts.yaml, checked: a broken list is the build's error, named on that file. */
export async function loadSourcePolicy(abs: string, file: string): Promise<SourcePolicy> {
  const { hosts } = await loadYaml(abs, file, SourceHosts, (f) => readFile(f));
  return { hosts, file };
}

function isSourceAddress(url: string, hosts: readonly string[]): boolean {
  if (url.startsWith(RETSINFORMATION_ELI)) return true;
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return false;
    host = parsed.hostname;
  } catch {
    return false;
  }
  return hosts.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * A content error for each link (its field named, e.g. `sources.2.url`) that is not a source
 * address. Without a readable list (`null`: its own error is reported) the hosts are not judged:
 * one broken file must not turn every source red. (Each link is an https address already: the
 * schemas refuse any other.)
 */
export function sourceLinkErrors(file: string, links: readonly { field: string; url: string }[], policy: SourcePolicy | null): ContentError[] {
  if (!policy) return [];
  return links
    .filter(({ url }) => !isSourceAddress(url, policy.hosts))
    .map(
      ({ field, url }) =>
        new ContentError(
          file,
          field,
          `is ${url}, which is not a source the site links to: use the consolidated act on retsinformation.dk (its address starts with ${RETSINFORMATION_ELI}) or an authority's own site listed in ${policy.file} (${policy.hosts.join(', ')}); if it is an authority's site, add its host there`,
        ),
    );
}
