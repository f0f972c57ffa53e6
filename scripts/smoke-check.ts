/** What is wrong with one page of the built site, or nothing. */
export type SmokeProblem = { path: string; problem: string };

/** A page's HTML has its one heading (a prerendered screen renders exactly one <h1>). */
const hasHeading = (html: string) => /<h1[\s>]/.test(html);

/**
 * Asks the served site for each page, a few at a time: each must answer `status` (200 for a page,
 * 404 for an address that is none) with an HTML page that has its <h1>. Seconds, not minutes:
 * the content gate's check that the build it is about to publish is whole.
 */
export async function smokeCheck(baseUrl: string, paths: readonly string[], status = 200): Promise<SmokeProblem[]> {
  const problems: SmokeProblem[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(baseUrl + path, { redirect: 'manual' }).catch((error: unknown) => error as Error);
      if (response instanceof Error) problems.push({ path, problem: `no answer (${response.message})` });
      else if (response.status !== status) problems.push({ path, problem: `answered ${response.status}, not ${status}` });
      else if (!hasHeading(await response.text())) problems.push({ path, problem: 'has no <h1>' });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return problems.sort((a, b) => a.path.localeCompare(b.path));
}
