import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContent, validFiles } from './fixture/make-content.ts';
import { readSourceDates, sourceDateReport } from './source-dates.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const source = (checked?: string) => ({ file: 'content/posts/a.md', field: 'sources.0', title: 'Lejeloven', ...(checked && { checked }) });

describe('sourceDateReport', () => {
  it('stops a deploy for a source never checked, and only warns about one checked more than 12 months ago, naming file, field and source', () => {
    const report = sourceDateReport([source(), source('2025-11-25'), source('2025-11-26'), source('2026-11-01')], '2026-11-26');
    expect(report).toEqual({
      problems: ['content/posts/a.md: field "sources.0" (Lejeloven) has no "checked" date: read it against the current act, then write checked: 2026-11-26'],
      warnings: [
        'content/posts/a.md: field "sources.0" (Lejeloven) was last checked 2025-11-25, more than 12 months ago: read it against the current act, then write checked: 2026-11-26',
      ],
    });
  });
});

describe('readSourceDates', () => {
  it('reads every published post’s sources, every help page’s deadlines, every situation’s and every letter’s, with their checked dates', async () => {
    const sourced = validFiles['posts/foerste-post.md']!.replace(
      'excerpt: Kort resumé.\n',
      'excerpt: Kort resumé.\nsources:\n  - { title: Lejeloven, url: "https://www.retsinformation.dk/eli/lta/2022/341", checked: 2026-01-02 }\n  - { title: Lov om Familieretshuset, url: "https://www.retsinformation.dk/eli/lta/2019/766", checked: 2024-01-02 }\n',
    );
    const draft = sourced.replace('title: Første post', 'title: Kladde\ndraft: true');
    const guide = validFiles['help/family.yaml']!.replace('url: "https://www.retsinformation.dk/eli/lta/2024/1" }', 'url: "https://www.retsinformation.dk/eli/lta/2024/1", checked: 2025-06-01 }');
    const letter = `title: { da: Klage, en: Complaint }
fields: [{ id: navn, da: Navn, en: Name, kind: line }]
text: { da: "{navn}", en: "{navn}" }
send: [{ da: Send den., en: Send it. }]
sources: [{ statute: "testloven § 1", url: "https://www.retsinformation.dk/eli/lta/2024/1" }, { statute: "testloven § 2", url: "https://www.retsinformation.dk/eli/lta/2024/1" }]
checked: 2025-01-02
`;
    const contentDir = await makeContent({ 'posts/foerste-post.md': sourced, 'posts/kladde.md': draft, 'help/family.yaml': guide, 'letters/klage.yaml': letter });
    dirs.push(contentDir);
    const sources = await readSourceDates(contentDir);
    expect(sources).toEqual([
      { file: 'content/posts/foerste-post.md', field: 'sources.0', title: 'Lejeloven', checked: '2026-01-02' },
      { file: 'content/posts/foerste-post.md', field: 'sources.1', title: 'Lov om Familieretshuset', checked: '2024-01-02' },
      { file: 'content/help/business.yaml', field: 'deadlines.0', title: 'testloven § 1', checked: undefined },
      { file: 'content/help/family.yaml', field: 'deadlines.0', title: 'testloven § 1', checked: '2025-06-01' },
      { file: 'content/help/rent.yaml', field: 'deadlines.0', title: 'testloven § 1', checked: undefined },
      { file: 'content/situations/afgoerelse.yaml', field: 'steps.nylig.outcome.deadline', title: 'testloven § 1', checked: undefined },
      { file: 'content/letters/klage.yaml', field: 'checked', title: 'testloven § 1, testloven § 2', checked: '2025-01-02' },
    ]);
    const report = sourceDateReport(sources, '2026-11-26');
    expect([report.problems.length, report.warnings.length]).toEqual([3, 3]);
  });
});
