// The GitHub workflow's shape, as README "Deploy" describes it: a content-only push is published
// after the content gate alone, any other push after the gate and the whole suite.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; env?: Record<string, string> };
type Job = { needs?: string[]; if?: string; steps: Step[]; container?: string };
const workflow = parse(await readFile(path.resolve(import.meta.dirname, '../.github/workflows/ci.yml'), 'utf8')) as {
  jobs: Record<string, Job>;
};
const { test, changes, gate, deploy } = workflow.jobs;
const deployContent = workflow.jobs['deploy-content'];
const runs = (job: Job | undefined) => job?.steps.map((step) => step.run ?? step.uses ?? '') ?? [];

describe('the CI workflow', () => {
  it('runs the whole suite on every push and pull request, on the Node of .nvmrc', async () => {
    expect(test?.if).toBeUndefined();
    expect(runs(test)).toContain('./.ci/run');
    const node = (await readFile(path.resolve(import.meta.dirname, '../.nvmrc'), 'utf8')).trim();
    expect(test?.container).toBe(`node:${node}-bookworm`);
  });

  // Deploying on Netlify instead, the owner deletes the Pages jobs (README, "Deploy"): then none may be left.
  it('deploys to GitHub Pages only through the content gate, or not at all', () => {
    if (!gate) {
      expect([changes, deploy, deployContent]).toEqual([undefined, undefined, undefined]);
      return;
    }
    const steps = runs(gate);
    const order = ['npm ci', 'npm run check:publish', 'npm run build', 'npm run smoke', 'actions/upload-pages-artifact'].map((step) =>
      steps.findIndex((run) => run.startsWith(step)),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The smoke test serves the site under the sub-path it was built for.
    const build = gate.steps.find((step) => step.run === 'npm run build');
    const smoke = gate.steps.find((step) => step.run === 'npm run smoke');
    expect(smoke?.env?.BASE_PATH).toBe(build?.env?.BASE_PATH);
    // A content-only push is published after the gate alone, any other after the suite too.
    expect(changes?.steps.some((step) => step.run?.includes(':(exclude)content'))).toBe(true);
    expect(deployContent?.needs).toEqual(['changes', 'gate']);
    expect(deployContent?.if).toBe("needs.changes.outputs.code == 'false'");
    expect(deploy?.needs).toEqual(['changes', 'gate', 'test']);
    expect(deploy?.if).toBe("needs.changes.outputs.code == 'true'");
    for (const job of [deployContent, deploy]) expect(runs(job)).toEqual(['actions/deploy-pages@v5']);
  });
});
