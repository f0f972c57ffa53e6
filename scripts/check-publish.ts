// npm run check:publish -- --target github-pages   (netlify | github-pages | cloudflare-pages | static)
// The publish check alone (npm run gate runs it with the build and the smoke test): exits 1 and
// lists every sample value or owner text that would reach real visitors unconfirmed, a forms
// setting the deploy target cannot receive, and every deadline never read against the act; a
// source not read in the last 12 months is listed as a warning. npm test does not run it (the
// repository keeps neutral samples).
import { parseArgs } from 'node:util';
import { deployTargets, type DeployTarget } from './publish-check.ts';
import { publishReport } from './publish-report.ts';

const { values } = parseArgs({ options: { target: { type: 'string', default: 'netlify' } } });
const target = values.target as DeployTarget;
if (!deployTargets.includes(target)) {
  console.error(`--target must be one of: ${deployTargets.join(', ')}`);
  process.exit(2);
}
const { problems, warnings } = await publishReport(target);
if (warnings.length > 0) console.warn(`To read again (not blocking):\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
if (problems.length > 0) {
  console.error(
    `Not ready to publish (${target}): ${problems.length} thing(s) to fix first:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exitCode = 1;
} else console.log(`Ready to publish (${target}): no sample values left.`);
