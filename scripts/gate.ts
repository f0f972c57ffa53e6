// npm run gate -- --target github-pages   (netlify | github-pages | cloudflare-pages | static)
// Everything a deploy needs, in the one command every host runs (the GitHub workflow's content
// job, netlify.toml, the tests): the publish check, the production build (the content build's
// checks run inside it) and the smoke test of every page under BASE_PATH. Exit 1 names what to
// fix. In GitHub Actions each problem is also an annotation on its file, and the job summary says
// "Klar til at gå live" or lists what is missing.
import { spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { githubMessages } from './content/github-annotations.ts';
import { deployTargets, type DeployTarget } from './publish-check.ts';
import { publishReport } from './publish-report.ts';

const { values } = parseArgs({ options: { target: { type: 'string' } } });
const target = values.target as DeployTarget;
if (!deployTargets.includes(target)) {
  console.error(`npm run gate -- --target <${deployTargets.join('|')}>`);
  process.exit(2);
}

/** Runs an npm script with this process's output and environment; resolves to whether it passed. */
const npmRun = (script: string) =>
  new Promise<boolean>((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit', env: process.env });
    child.on('close', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const onGitHub = process.env.GITHUB_ACTIONS === 'true';

console.log(`gate (${target}): the publish check`);
const { problems, warnings } = await publishReport(target);
for (const warning of warnings) console.warn(`  warning: ${warning}`);
for (const problem of problems) console.error(`  ${problem}`);
if (onGitHub)
  for (const line of [
    ...(await githubMessages('error', 'Ikke klar til at gå live', problems)),
    ...(await githubMessages('warning', 'Bør læses igen', warnings)),
  ])
    console.log(line);

// The build runs even when the check found something: its own content errors come in the same round.
console.log(`gate (${target}): the production build`);
const built = await npmRun('build');
const smoked = built && (console.log(`gate (${target}): every page`), await npmRun('smoke'));

const ready = problems.length === 0 && built && smoked;
const steps = [
  ['Udgivelsestjek', problems.length === 0 ? 'ok' : `${problems.length} ting at rette`],
  ['Bygning', built ? 'ok' : 'fejlede (se loggen)'],
  ['Alle sider svarer', built ? (smoked ? 'ok' : 'fejlede (se loggen)') : 'ikke kørt'],
] as const;
console.log(`gate (${target}): ${ready ? 'ready to publish' : 'not ready'} in ${seconds(started)}`);

const summary = process.env.GITHUB_STEP_SUMMARY;
if (summary) {
  const list = (items: readonly string[]) => items.map((item) => `- ${item.replace(/\n/g, ' ')}`).join('\n');
  await appendFile(
    summary,
    [
      ready ? `## Klar til at gå live (${target})` : `## Ikke klar til at gå live (${target})`,
      '',
      '| Trin | Resultat |',
      '|---|---|',
      ...steps.map(([step, result]) => `| ${step} | ${result} |`),
      '',
      ...(problems.length > 0 ? ['### Det skal rettes først', '', list(problems), ''] : []),
      ...(warnings.length > 0 ? ['### Kilder, der bør læses igen (stopper ikke udgivelsen)', '', list(warnings), ''] : []),
    ].join('\n') + '\n',
  );
}
process.exitCode = ready ? 0 : 1;
