// A copy of content/ made into an owner's own, as she would leave it on launch day: her facts in
// site.yaml, the repository's examples and samples gone or confirmed, her photo, every deadline
// read. Derived from whatever content/ holds, never from its wording, so the owner's edits never
// break the tests that use it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, isMap, isSeq } from 'yaml';
import { ownerTextSamples } from '../../scripts/content/owner-samples.ts';

export type OwnerChoices = {
  /** The site's address (as on GitHub Pages: https://<owner>.github.io/<repo>). */
  url: string;
  /** Who hosts the site, as the deploy target's company is named. */
  host: { name: string; country: string; safeguard?: string };
  /** What she leaves out: a newsletter, Instagram, home teasers, reviews. */
  without?: readonly ('newsletter' | 'instagram' | 'homeTeasers' | 'reviews')[];
};

const today = new Date().toISOString().slice(0, 10);

async function editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const doc = parseDocument(await readFile(file, 'utf8'));
  edit(doc);
  await writeFile(file, doc.toString());
}

/** Every deadline of a help page or a situation gets the day it was read, where it has none. */
function readEveryDeadline(node: unknown) {
  if (isSeq(node)) for (const item of node.items) readEveryDeadline(item);
  if (!isMap(node)) return;
  for (const pair of node.items) {
    const key = String((pair.key as { value?: unknown } | null)?.value);
    if (key === 'deadline' && isMap(pair.value) && !pair.value.has('checked')) pair.value.set('checked', today);
    if (key === 'deadlines' && isSeq(pair.value))
      for (const item of pair.value.items) if (isMap(item) && !item.has('checked')) item.set('checked', today);
    readEveryDeadline(pair.value);
  }
}

/** Makes the content folder `dir` an owner's, with `choices`. */
export async function asOwnersContent(dir: string, choices: OwnerChoices): Promise<void> {
  const without = new Set(choices.without ?? []);
  await editYaml(path.join(dir, 'site.yaml'), (doc) => {
    doc.set('name', 'Mette Hansen');
    doc.set('role', 'Frivillig vejleder i jura');
    doc.set('phone', '+45 20 30 40 50');
    doc.set('email', 'mette@hansen-jura.dk');
    doc.set('url', choices.url);
    doc.set('founded', '2024-09');
    doc.set('study', { da: 'Jurastuderende på kandidatuddannelsen', en: 'Law student, master’s degree' });
    doc.set('university', { da: 'Aarhus Universitet', en: 'Aarhus University' });
    doc.set('host', choices.host);
    // GitHub Pages receives no forms: the messages open in the visitor's e-mail program.
    doc.set('forms', { provider: 'mailto' });
    if (without.has('instagram')) doc.delete('instagram');
    else doc.set('instagram', '@mettehansen');
    if (without.has('homeTeasers')) doc.delete('homeTeasers');
    if (without.has('newsletter')) doc.delete('newsletter');
    else
      doc.set('newsletter', {
        action: 'https://buttondown.com/api/emails/embed-subscribe/mettehansen',
        emailField: 'email',
        service: { name: 'Buttondown', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' },
      });
    // The texts in the sample owner's voice are true for her, as she says in one line.
    doc.set('confirmed', Object.keys(ownerTextSamples));
  });
  // The invented reviews go; without reviews, none at all.
  await editYaml(path.join(dir, 'reviews.yaml'), (doc) => {
    if (without.has('reviews') || !isSeq(doc.contents)) doc.contents = doc.createNode([]);
    else doc.contents.items = doc.contents.items.filter((item) => !(isMap(item) && item.get('sample') === true));
  });
  const courses = path.join(dir, 'courses.yaml');
  await writeFile(courses, (await readFile(courses, 'utf8')).replace(/^sample: true\s*$/m, ''));
  // The example articles read against the law as her own: the line goes.
  for (const name of await readdir(path.join(dir, 'posts'))) {
    const file = path.join(dir, 'posts', name);
    if (name.endsWith('.md')) await writeFile(file, (await readFile(file, 'utf8')).replace(/^sample: true\s*\n/m, ''));
  }
  for (const folder of ['help', 'situations'])
    for (const name of (await readdir(path.join(dir, folder))).filter((n) => n.endsWith('.yaml')))
      await editYaml(path.join(dir, folder, name), (doc) => readEveryDeadline(doc.contents));
  // Her photo: any picture that is not the sample drawing.
  await writeFile(path.join(dir, 'portrait.webp'), await readFile(path.resolve(import.meta.dirname, '../../public/icon-512.png')));
  if (without.has('instagram')) await withoutInstagram(dir);
}

/** With no Instagram, a text that mentions it is rewritten (the content build refuses it otherwise), keeping its placeholders. */
async function withoutInstagram(dir: string) {
  const files = { da: path.join(dir, 'i18n', 'da.json'), en: path.join(dir, 'i18n', 'en.json') };
  const texts = {
    da: JSON.parse(await readFile(files.da, 'utf8')) as Record<string, string>,
    en: JSON.parse(await readFile(files.en, 'utf8')) as Record<string, string>,
  };
  const neutral = { da: 'Skriv til mig på e-mail, eller ring.', en: 'Write to me by e-mail, or call.' };
  for (const key of Object.keys(texts.da))
    if (/instagram/i.test(`${texts.da[key] ?? ''} ${texts.en[key] ?? ''}`))
      for (const lang of ['da', 'en'] as const) {
        const placeholders = (texts[lang][key] ?? '').match(/\{\w+\}/g) ?? [];
        texts[lang][key] = [neutral[lang], ...placeholders].join(' ');
      }
  for (const lang of ['da', 'en'] as const) await writeFile(files[lang], JSON.stringify(texts[lang], null, 2));
}
