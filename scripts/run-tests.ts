// npm test: every check, in order, each step only if the ones before passed; at the end, how long
// each step took (issue #59). The static checks and the unit tests share the two cores (none of
// them fills both for long); the rest need them whole. `npm run test:quick`
// (scripts/test-quick.ts) is the inner loop between commits.
import { spawn } from 'node:child_process';

type Step = { name: string; command: string };

/** Steps in one group run side by side, their output held until each ends; the groups one after another. */
const groups: Step[][] = [
  [
    { name: 'types', command: 'tsc --noEmit' },
    { name: 'lint', command: 'eslint .' },
    { name: 'format', command: 'prettier --check --log-level warn .' },
    { name: 'unit', command: 'vitest run --project unit' },
  ],
  [{ name: 'build tests', command: 'vitest run --project build' }],
  [{ name: 'site build', command: 'vike build' }],
  [{ name: 'smoke', command: 'tsx scripts/smoke.ts' }],
  [{ name: 'browser', command: 'vitest run --project browser' }],
];

type Result = { name: string; seconds: number; ok: boolean };

function run(step: Step, alone: boolean): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: alone ? 'inherit' : 'pipe', env: { ...process.env, FORCE_COLOR: '1' } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ name: step.name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
    });
  });
}

// Rounded first: 119.6 s is 2:00, not 1:60.
const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const results: Result[] = [];
const started = performance.now();
for (const group of groups) {
  console.log(`\n▶ ${group.map((step) => step.command).join('  ∥  ')}`);
  results.push(...(await Promise.all(group.map((step) => run(step, group.length === 1)))));
  if (results.some((result) => !result.ok)) break;
}
console.log('\nnpm test, wall time per step:');
for (const result of results) console.log(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(12)} ${minutes(result.seconds).padStart(6)}`);
console.log(`  ${'in all'.padEnd(14)} ${minutes((performance.now() - started) / 1000).padStart(6)}`);
const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')}`);
  process.exitCode = 1;
}
