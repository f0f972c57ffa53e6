// Checks over the whole built site: valid HTML in every file, no broken internal link.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { LinkChecker, LinkState } from 'linkinator';
import { baseUrl } from './harness.ts';
import { contentPaths } from '../../scripts/content/content-paths.ts';

const client = contentPaths().clientDir;

async function htmlFiles() {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:a11y'],
  rules: {
    // React writes required="", Vike writes a bare async, the rules' defaults want one style;
    // all three forms are valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    // React's useId() ids start with "_", which HTML5 allows.
    'valid-id': ['error', { relaxed: true }],
  },
});

describe('html-validate', () => {
  it('finds no problem in any built HTML file', async () => {
    const files = await htmlFiles();
    expect(files.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(await readFile(file, 'utf8'), file);
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${path.relative(client, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('does report a planted error', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="da"><head><title>x</title></head><body><img src="a.png"></body></html>',
    );
    expect(report.valid).toBe(false);
  });
});

describe('links', () => {
  it('linkinator finds no broken internal link or fragment', async () => {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${baseUrl()}/`,
      recurse: true,
      checkFragments: true,
      linksToSkip: [`^(?!${baseUrl().replace(/[.]/g, '\\.')})`],
    });
    const broken = result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (from ${l.parent})`);
    expect(broken).toEqual([]);
    expect(result.links.filter((l) => l.state === LinkState.OK).length).toBeGreaterThan(20);
  }, 60_000);
});
