// The GitHub workflow's shape and netlify.toml, as docs/architecture.md, "Deploy" describes them:
// one gate on every host, the content job on every pull request, push to main and morning, the suite once
// and only for code, and a deploy that a content-only push reaches after the content job alone.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; if?: string; env?: Record<string, string> };
type Job = { needs?: string | string[]; if?: string; steps: Step[]; container?: string; permissions?: Record<string, string> };
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

/**
 * Runs a workflow step's shell script with `gh` stood in for by `ghScript` (bash, its arguments
 * in "$@"): answers the script's exit status, what it wrote to GITHUB_OUTPUT, and gh's calls.
 */
async function runWithGh(script: string, env: Record<string, string>, ghScript: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'jv-gh-'));
  try {
    await writeFile(path.join(dir, 'gh'), `#!/bin/bash\necho "$*" >> "${dir}/calls"\n${ghScript}\n`, { mode: 0o755 });
    await writeFile(path.join(dir, 'output'), '');
    const child = spawnSync('bash', ['-e', '-c', script], {
      env: { PATH: `${dir}:${process.env.PATH ?? ''}`, GITHUB_REPOSITORY: 'owner/site', GITHUB_OUTPUT: path.join(dir, 'output'), ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const read = (file: string) => readFile(path.join(dir, file), 'utf8').catch(() => '');
    return { status: child.status, output: await read('output'), calls: await read('calls') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the CI workflow', () => {
  it('runs on pull requests, on pushes to main only (a branch’s commit is not run twice), and when dispatched', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    expect(workflow.on.push?.branches).toEqual(['main']);
    const diff = changes?.steps.find((step) => step.run?.includes(':(exclude)content'));
    expect(diff?.env?.EVENT).toBe('${{ github.event_name }}');
    expect(changes?.permissions).toEqual({ contents: 'read', actions: 'read' });
  });

  it('counts a rebuild (dispatched) as no code change only where the commit’s push run passed', async () => {
    const script = changes?.steps.find((step) => step.run?.includes(':(exclude)content'))?.run ?? '';
    // gh answers how many passed push runs of this commit there are.
    for (const [passed, code] of [
      ['1', 'false'],
      ['0', 'true'],
    ] as const) {
      const { output, calls } = await runWithGh(script, { EVENT: 'workflow_dispatch', GITHUB_SHA: 'abc123' }, `echo ${passed}`);
      expect(output).toBe(`code=${code}\n`);
      expect(calls).toContain('run list --repo owner/site --workflow ci.yml --commit abc123 --event push --status success');
    }
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
    // A dispatched run of another branch builds, but never deploys.
    expect(condition).toContain("github.ref == 'refs/heads/main'");
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

  it('runs CI on main for GitHub Pages and fails when that run fails; calls the build hook for Netlify', async () => {
    const pages = steps.find((step) => step.if === "env.DEPLOY_TO == 'github-pages'");
    // gh: the dispatch, then the run it made (id 42), then its end, passed or failed.
    for (const [watched, status] of [
      ['exit 0', 0],
      ['exit 1', 1],
    ] as const) {
      const gh = `case "$1 $2" in "workflow run") ;; "run list") echo 42 ;; "run watch") ${watched} ;; esac`;
      const { status: exit, calls } = await runWithGh(pages?.run ?? '', { GITHUB_REF_NAME: 'main' }, gh);
      expect(exit).toBe(status);
      expect(calls).toMatch(
        /^workflow run ci\.yml --repo owner\/site --ref main\nrun list --repo owner\/site --workflow ci\.yml --event workflow_dispatch --branch main --created >=\S+ .*\nrun watch 42 --repo owner\/site --exit-status\n$/,
      );
    }
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
