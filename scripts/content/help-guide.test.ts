// The help guide's content rules (content/help/<area>.yaml, content/organisations.yaml): each
// mistake stops the build naming the file and the field.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/content/pagePayload.ts';
import type { HelpPage } from '../../src/content/schema.ts';
import { useFixtureBuild } from './fixture/build-fixture.ts';
import { validFiles } from './fixture/make-content.ts';

const { build, failure } = useFixtureBuild();

const organisations = validFiles['organisations.yaml']!;
const guide = validFiles['help/family.yaml']!;

describe('the help guide', () => {
  it('writes one page per area, its organisations resolved and its posts', async () => {
    const { generatedDir: generated } = await build();
    const page = JSON.parse(await readFile(path.join(generated, 'public/help/familieret.json'), 'utf8')) as HelpPage;
    expect(page.help.map((org) => org.id)).toEqual(['advokatvagten']);
    expect(page.posts.map((post) => post.slug)).toEqual(['foerste-post', 'anden-post']);
    const contact = JSON.parse(await readFile(path.join(generated, 'public/page-data/contact.json'), 'utf8')) as PagePayload;
    expect(contact.data.urgent?.map((org) => org.phone)).toContain('112');
  });

  it('names the missing guide of an area', async () => {
    expect(await failure({ 'help/rent.yaml': null })).toContain('help/rent.yaml: is missing');
  });

  it('names a guide whose file names no area', async () => {
    expect(await failure({ 'help/familie.yaml': guide })).toContain('help/familie.yaml: names no legal area');
  });

  it('names an organisation id that does not exist', async () => {
    const message = await failure({ 'help/family.yaml': guide.replace('help: [advokatvagten]', 'help: [advokatvagten, ukendt]') });
    expect(message).toContain('help/family.yaml: field "help.1" names "ukendt"');
  });

  it('names a deadline without its section', async () => {
    const message = await failure({ 'help/family.yaml': guide.replace('testloven § 1', 'testloven') });
    expect(message).toContain('help/family.yaml: field "deadlines.0.statute" must name the section');
  });

  it('requires a phone number of an urgent organisation, in digits', async () => {
    expect(await failure({ 'organisations.yaml': organisations.replace('  phone: "112"\n', '') })).toContain(
      'organisations.yaml: field "0.phone" is required',
    );
    expect(await failure({ 'organisations.yaml': organisations.replace('"112"', '"ring 112"') })).toContain(
      'organisations.yaml: field "0.phone" must be a phone number',
    );
  });

  it('requires the advice organisation the site links where a deadline is close', async () => {
    const message = await failure({ 'organisations.yaml': organisations.replace('id: advokatvagten', 'id: vagten') });
    expect(message).toContain('organisations.yaml: must list the organisation with id advokatvagten');
  });
});
