// Content that tries to run code or crash the gate (issue #62): refused, naming the file.
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from './fixture/build-fixture.ts';
import { validFiles } from './fixture/make-content.ts';

const { build, failure } = useFixtureBuild();
const post = 'posts/foerste-post.md';
const situation = 'situations/afgoerelse.yaml';
/** The fixture post's fields and body, without its opening and closing --- lines. */
const [, fields = '', body = ''] = validFiles[post]!.split('---\n');
const asFields = (text: string) => `{ ${text.trim().split('\n').join(', ')} }`;

/** What a front matter in another language would set when run: nothing may set it. */
const RAN = 'jvFrontmatterRan';
const marker = `(globalThis.${RAN} = true, "Første post")`;

describe('a post is read as YAML front matter and nothing else', () => {
  it.each([
    ['---js', `---js\n{ title: ${marker}, ${fields.replace(/^title: .*\n/, '').trim().split('\n').join(', ')} }\n---\n${body}`],
    ['---javascript', `---javascript\n({ title: ${marker} })\n---\n${body}`],
    ['--- js', `--- js\n({ title: ${marker} })\n---\n${body}`],
    ['---coffee', `---coffee\ntitle: ${marker}\n---\n${body}`],
    ['---json', `---json\n${JSON.stringify({ title: 'Første post' })}\n---\n${body}`],
    ['---yaml', `---yaml\n${fields}---\n${body}`],
    ['+++', `+++\ntitle = "Første post"\n+++\n${body}`],
    [';;;', `;;;\n${JSON.stringify({ title: 'Første post' })}\n;;;\n${body}`],
    ['{', `${asFields(fields)}\n\n${body}`],
  ])('refuses a front matter opened with %s, naming the file, and runs none of it', async (opening, text) => {
    const message = await failure({ [post]: text });
    expect(message).toContain(`${post}: opens its frontmatter with "${opening.startsWith('{') ? text.split('\n')[0]!.slice(0, 20) + '…' : opening}"`);
    expect(message).toContain('only YAML frontmatter is read');
    expect(RAN in globalThis).toBe(false);
  });

  it('still reads the ordinary opening, with spaces after the ---', async () => {
    const { result } = await build({ [post]: validFiles[post]!.replace(/^---\n/, '---  \n') });
    expect(result.posts).toBe(2);
  });
});

describe('the content gate names the file for input that used to stop it with a stack trace', () => {
  const bomb = Array.from({ length: 8 }, (_, i) => `l${i}: &l${i} [${Array.from({ length: 9 }, () => (i === 0 ? '"lol"' : `*l${i - 1}`)).join(',')}]`).join('\n');

  it('refuses a YAML alias bomb in a post, naming the file', async () => {
    const message = await failure({ [post]: `---\n${bomb}\n${fields}---\n${body}` });
    expect(message).toContain(`${post}: repeats a part of itself (&name … *name) so many times that it is not read`);
  });

  it('refuses a YAML alias bomb in a situation, naming the file', async () => {
    const message = await failure({ [situation]: `${bomb}\n${validFiles[situation]!}` });
    expect(message).toContain(`${situation}: repeats a part of itself`);
  });

  it('says what to do about a value starting with *', async () => {
    const message = await failure({ [post]: validFiles[post]!.replace('title: Første post', 'title: *Første') });
    expect(message).toContain(`${post}: uses a value that starts with *`);
  });

  // The one name Object.prototype has that a step's name pattern (lower-case, digits, hyphens) lets through.
  it('refuses an answer leading to "constructor", which only Object.prototype has', async () => {
    const message = await failure({ [situation]: validFiles[situation]!.replace('next: gammel }', 'next: constructor }') });
    expect(message).toContain(`${situation}: field "steps.hvornaar.answers.1.next" is "constructor", but the file has no step of that name under steps`);
  });

  it('refuses a start at "constructor"', async () => {
    const message = await failure({ [situation]: validFiles[situation]!.replace('start: hvornaar', 'start: constructor') });
    expect(message).toContain(`${situation}: field "start" is "constructor", but the file has no step of that name under steps`);
  });

  it('names an image whose address has a malformed escape, instead of throwing', async () => {
    const message = await failure({ [post]: `${validFiles[post]!}\n![Et billede](/images/a%zz.png)\n` });
    expect(message).toContain(`${post}: field "body" shows the image /images/a%zz.png, but there is no file content/images/a%zz.png`);
  });
});
