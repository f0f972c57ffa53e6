// npm run test:quick: the inner loop between commits, a few minutes instead of npm test's whole
// contract (issue #59). Types; lint and format of the files changed since the last commit; the unit
// tests; and, when the site's code or content changed, a build and the browser checks of what
// changed: the pages drawn by a changed screen, one page of each type when shared code changed,
// and every changed browser test file in full. npm test stays the contract.
import { execFileSync, spawnSync } from 'node:child_process';
import { routeNames, routes } from '@/routes/routes';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])];
console.log(changed.length ? `Changed since the last commit:\n  ${changed.join('\n  ')}` : 'Nothing changed since the last commit.');

function step(command: string, args: string[]) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\ntest:quick: ${command} ${args.slice(0, 2).join(' ')} failed`);
    process.exit(status ?? 1);
  }
}

const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const formatted = changed.filter((file) => !file.startsWith('content/') && /\.(ts|tsx|js|mjs|css|json|md|ya?ml)$/.test(file));
step('npx', ['tsc', '--noEmit']);
if (code.length) step('npx', ['eslint', ...code]);
if (formatted.length) step('npx', ['prettier', '--check', ...formatted]);
step('npx', ['vitest', 'run', '--project', 'unit']);

// What the site is made of: its code, its content, and the build around them.
const siteChanged = changed.some((file) => /^(src|content|build|public)\/|^vite\.config\.ts$/.test(file));
const browserFiles = changed.filter((file) => /^tests\/browser\/.*\.test\.ts$/.test(file));
if (!siteChanged && browserFiles.length === 0) process.exit(0);

/** The screens whose own files changed (src/screens/Contact.tsx, Contact.css, …). */
const screens = new Set(changed.flatMap((file) => /^src\/screens\/([A-Z]\w*)[.\w]*$/.exec(file)?.[1] ?? []));
/** Code every page shares: components, the app, styles, texts, the build. */
const shared = changed.some((file) => /^(src\/(?!screens\/)|build\/|content\/i18n\/|vite\.config\.ts$)/.test(file));
/** A route's pages as the page checks name their tests ("every page (da) /blog/<slug>/"), in both languages. */
const pagePattern = (path: string) => `\\) (/en)?${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`;
const pages = routeNames.filter((name) => screens.has(routes[name].screen)).map((name) => pagePattern(routes[name].path));

step('npx', ['vike', 'build']);
if (pages.length)
  step('npx', ['vitest', 'run', '--project', 'browser', 'tests/browser/page-checks-', '--testNamePattern', pages.join('|')]);
const files = [...browserFiles, ...(shared ? ['tests/browser/page-types.test.ts'] : [])];
if (files.length) step('npx', ['vitest', 'run', '--project', 'browser', ...files]);
