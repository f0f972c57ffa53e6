// docs/architecture.md's "Add a page", done as a developer would in a copy of the project: a route entry
// and its payload, the key of its h1, a screen and its texts, and nothing else. The copy then
// passes the checks a new page can break: types, lint, the unit tests, the build, and the
// browser tests that walk the routes (heading, axe, CSP, metadata, budget).
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../scripts/content/content-paths.ts';

const run = promisify(execFile);
const { root } = contentPaths();
let work = '';
afterAll(() => (work ? rm(work, { recursive: true, force: true }) : undefined));

/** The project as a clean clone has it (tracked and new files, not what git ignores). */
async function copyProject(): Promise<string> {
  await mkdir(path.join(root, '.cache'), { recursive: true });
  const copy = await mkdtemp(path.join(root, '.cache', 'new-page-'));
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, maxBuffer: 1 << 26 });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await cp(path.join(root, file), path.join(copy, file)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // deleted in the tree, not yet in git
    });
  }
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Puts `entry` as the last line of the object literal that ends with `end`. */
async function addEntry(file: string, end: string, entry: string) {
  const text = await readFile(file, 'utf8');
  const at = text.indexOf(end);
  if (at < 0) throw new Error(`${file} no longer has "${end}": update this test and docs/architecture.md's "Add a page"`);
  await writeFile(file, `${text.slice(0, at)}  ${entry}\n${text.slice(at)}`);
}

async function addTexts(file: string, texts: Record<string, string>) {
  const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  await writeFile(file, `${JSON.stringify({ ...catalogue, ...texts }, null, 2)}\n`);
}

const screen = `import { usePageMeta } from '@/app/PageMeta';
import { PageHeader } from '@/components/PageHeader';
import { PageLink } from '@/components/PageLink';
import { useLanguage } from '@/i18n/LanguageContext';

export function Faq() {
  const { t } = useLanguage();
  usePageMeta(t('faq.title'), t('faq.lead'));
  return (
    <PageHeader title={t('faq.title')} lead={t('faq.lead')}>
      <p>
        <PageLink to="contact">{t('faq.ask')}</PageLink>
      </p>
    </PageHeader>
  );
}
`;

describe('a new page, as docs/architecture.md says', () => {
  it('takes six files and passes types, lint, unit tests, the build and the route walks', { timeout: 600_000 }, async () => {
    work = await copyProject();
    const routes = path.join(work, 'src/routes/routes.ts');
    await addEntry(
      routes,
      '} as const satisfies Record<string, RouteDefinition>;',
      "faq: { path: '/faq/', screen: 'Faq', footer: 'footer.faq' },",
    );
    await addEntry(
      path.join(work, 'src/routes/payloads.ts'),
      '} as const satisfies Record<PayloadName, PayloadDefinition>;',
      "faq: { texts: ['faq'], data: [] },",
    );
    await addEntry(path.join(work, 'src/routes/routeHeadings.ts'), '} as const satisfies', "faq: 'faq.title',");
    await writeFile(path.join(work, 'src/screens/Faq.tsx'), screen);
    await addTexts(path.join(work, 'content/i18n/da.json'), {
      'footer.faq': 'Spørgsmål og svar',
      'faq.title': 'Ofte stillede spørgsmål',
      'faq.lead': 'Svar på det, jeg oftest bliver spurgt om.',
      'faq.ask': 'Stil dit eget spørgsmål',
    });
    await addTexts(path.join(work, 'content/i18n/en.json'), {
      'footer.faq': 'Questions and answers',
      'faq.title': 'Frequently asked questions',
      'faq.lead': 'Answers to what I am asked most often.',
      'faq.ask': 'Ask your own question',
    });

    // The copy's own folders, whatever this run was pointed at, and no trace of this Vitest run
    // (a Vitest started inside another takes its worker's settings).
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !/^(VITEST|CONTENT_DIR$|GENERATED_DIR$|OUT_DIR$|MARKDOWN_CACHE_DIR$|NODE_ENV$|TEST$)/.test(key),
      ),
    );
    const step = async (command: string, args: string[]): Promise<string> => {
      try {
        return (await run(command, args, { cwd: work, env, maxBuffer: 1 << 26, timeout: 600_000 })).stdout;
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        expect.fail(`${command} ${args.join(' ')} failed in ${work}:\n${stdout}\n${stderr}`);
      }
    };
    await step('npm', ['run', 'content']);
    await step('npx', ['tsc', '--noEmit']);
    await step('npx', ['eslint', 'src/screens/Faq.tsx', 'src/routes']);
    await step('npx', ['prettier', '--check', 'src/screens/Faq.tsx', 'src/routes']);
    // The unit tests that read the route table; the others cannot see a new page.
    await step('npx', ['vitest', 'run', '--project', 'unit', 'src/routes', 'src/app', 'src/pages']);
    await step('npx', ['vike', 'build']);
    const html = await readFile(path.join(work, 'dist/client/faq/index.html'), 'utf8');
    expect(html).toContain('<h1>Ofte stillede spørgsmål</h1>');
    const english = await readFile(path.join(work, 'dist/client/en/faq/index.html'), 'utf8');
    expect(english).toContain('<h1>Frequently asked questions</h1>');
    // The metadata of every page; every check of the new page, in both languages (page-checks.ts);
    // its type's; and the home page's template visit, with its budget on a first visit, for a new route grows every page's
    // code. Every other page has them checked by npm test already.
    await step('npx', ['vitest', 'run', '--project', 'browser', 'tests/browser/metadata.test.ts']);
    const walks = ['page-checks-da', 'page-checks-en', 'page-types'].map((name) => `tests/browser/${name}.test.ts`);
    const walked = await step('npx', [
      'vitest',
      'run',
      '--project',
      'browser',
      ...walks,
      '--testNamePattern',
      '/faq/|Home: /$',
      '--reporter',
      'json',
    ]);
    // The walks did check the new page: its own visit and its type's in each language.
    const report = JSON.parse(walked.slice(walked.indexOf('{'))) as {
      testResults: { assertionResults: { title: string; status: string }[] }[];
    };
    const checked = report.testResults.flatMap((file) => file.assertionResults).filter((test) => test.status === 'passed');
    expect(checked.map((test) => test.title).filter((title) => title.includes('/faq/')).length).toBeGreaterThanOrEqual(4);
  });
});
