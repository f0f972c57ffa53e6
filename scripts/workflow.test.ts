// The GitHub workflow's shape and netlify.toml, as docs/architecture.md, "Deploy" describes them:
// one gate on every host, the content job on every pull request, push to main and morning, the suite once
// and only for code, and a deploy that a content-only push reaches after the content job alone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; if?: string; env?: Record<string, string> };
type Job = { needs?: string | string[]; if?: string; steps: Step[]; container?: string };
const root = path.resolve(import.meta.dirname, '..');
const workflow = parse(await readFile(path.join(root, '.github/workflows/ci.yml'), 'utf8')) as {
  on: Record<string, { branches?: string[] } | null>;
  jobs: Record<string, Job>;
};
const { test, changes, content, deploy } = workflow.jobs;
const morning = parse(await readFile(path.join(root, '.github/workflows/morning.yml'), 'utf8')) as {
  on: { schedule?: { cron: string }[] };
  jobs: Record<string, Job & { permissions?: Record<string, string> }>;
};
const runs = (job: Job | undefined) => job?.steps.map((step) => step.run ?? step.uses ?? '') ?? [];
/** The gate as package.json runs it: every host must call exactly this script. */
const GATE = 'npm run gate -- --target ';
const isGate = (run = '') => run.startsWith(GATE);

describe('the CI workflow', () => {
  it('runs on pull requests, on pushes to main only (a branch’s commit is not run twice), and when dispatched', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    expect(workflow.on.push?.branches).toEqual(['main']);
    // A rebuild of main (the morning's, or by hand) is no code change: no suite, straight to deploy.
    const diff = changes?.steps.find((step) => step.run?.includes(':(exclude)content'));
    expect(diff?.run).toMatch(/if \[ "\$EVENT" = workflow_dispatch \]; then\s+echo "code=false"/);
    expect(diff?.env?.EVENT).toBe('${{ github.event_name }}');
  });

  it('runs the content job (the gate) on every pull request and push, for the host DEPLOY_TO names', () => {
    expect(content?.if).toBeUndefined();
    const gate = content?.steps.find((step) => isGate(step.run));
    expect(gate?.run).toContain('env.DEPLOY_TO');
    // The Pages sub-path and address, unless repository variables say otherwise.
    expect(gate?.env?.BASE_PATH).toContain('vars.BASE_PATH');
    expect(gate?.env?.SITE_URL).toContain('vars.SITE_URL');
    expect(runs(content).indexOf('npm ci --no-audit --no-fund')).toBeLessThan(runs(content).findIndex((run) => isGate(run)));
    // The artifact GitHub Pages publishes: the gate's own build, on a push.
    const upload = content?.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.if).toContain("github.event_name != 'pull_request'");
  });

  it('runs the whole suite on the Node of .nvmrc, only when code changed', async () => {
    expect(test?.needs).toBe('changes');
    expect(test?.if).toBe("needs.changes.outputs.code == 'true'");
    expect(runs(test)).toContain('./.ci/run');
    const node = (await readFile(path.join(root, '.nvmrc'), 'utf8')).trim();
    expect(test?.container).toBe(`node:${node}-bookworm`);
    // Code is anything outside content/, against the pull request's base or the push's previous commit.
    const diff = changes?.steps.find((step) => step.run?.includes(':(exclude)content'));
    expect(diff?.env?.BASE).toContain('github.event.pull_request.base.sha');
    expect(diff?.env?.BASE).toContain('github.event.before');
  });

  it('deploys a push to GitHub Pages after the content job, and after the suite only where code changed', () => {
    expect(deploy?.needs).toEqual(['changes', 'content', 'test']);
    const condition = deploy?.if?.replace(/\s+/g, ' ') ?? '';
    expect(condition).toContain("github.event_name != 'pull_request'");
    expect(condition).toContain("needs.content.result == 'success'");
    expect(condition).toContain(
      "(needs.test.result == 'success' || (needs.test.result == 'skipped' && needs.changes.outputs.code == 'false'))",
    );
    // Netlify, or no host, publishes nothing from here.
    expect(condition).toContain("vars.DEPLOY_TO != 'netlify'");
    expect(condition).toContain("vars.DEPLOY_TO != 'none'");
    expect(runs(deploy)).toEqual(['actions/deploy-pages@v5']);
  });
});

describe('the morning workflow (posts dated ahead go live on their day)', () => {
  const steps = Object.values(morning.jobs).flatMap((job) => job.steps);

  it('runs once a day before 06:00 Danish time, and is the only scheduled workflow', () => {
    // 04:00 UTC is 05:00 in winter and 06:00 in summer; the build's day is the Danish one.
    expect(morning.on.schedule).toEqual([{ cron: '0 4 * * *' }]);
    expect(Object.keys(morning.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    // Its own file: GitHub switching it off after 60 quiet days leaves CI running.
    expect(workflow.on).not.toHaveProperty('schedule');
  });

  it('runs CI on main for GitHub Pages, and calls the build hook for Netlify', () => {
    const pages = steps.find((step) => step.if === "env.DEPLOY_TO == 'github-pages'");
    expect(pages?.run).toMatch(/^gh workflow run ci\.yml /);
    expect(Object.values(morning.jobs)[0]?.permissions).toEqual({ actions: 'write' });
    const netlify = steps.find((step) => step.if === "env.DEPLOY_TO == 'netlify'");
    expect(netlify?.env?.HOOK).toBe('${{ secrets.NETLIFY_BUILD_HOOK }}');
    expect(netlify?.run).toContain('curl --fail');
  });
});

describe('netlify.toml', () => {
  it('builds with the same gate as the workflow', async () => {
    const toml = await readFile(path.join(root, 'netlify.toml'), 'utf8');
    const command = /^\s*command\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? '';
    expect(isGate(command)).toBe(true);
    expect(command).toBe('npm run gate -- --target netlify');
    expect(/^\s*publish\s*=\s*"([^"]+)"/m.exec(toml)?.[1]).toBe('dist/client');
  });
});

describe('package.json', () => {
  it('has the gate the hosts call', async () => {
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.gate).toContain('scripts/gate.ts');
  });
});
