import { describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { ContentStore } from '@/content/ContentStore';
import { addTexts, danishTexts } from '@/content/messages';
import { readPageFiles, readPayload } from '@/pages/readPageFiles';
import { readPath } from '@/routes/matchPath';
import { languages } from '@/content/languages';
import { routeNames } from '@/routes/routes';
import { htmlOnlyPrefixes } from './messageGroups';
import { format, translate } from './translate';

describe('texts', () => {
  it('a screen text shows as its key until its route payload has arrived, then as its text', async () => {
    expect(translate('da', 'contact.title')).toBe('contact.title');
    new ContentStore(await readPageFiles(readPath('/kontakt/')));
    expect(translate('da', 'contact.title')).toBe(danishTexts['contact.title']);
  });

  it.each(languages)('every text (%s) is in the payload of some page in its language, but those only the HTML holds', async (lang) => {
    const payloads = await Promise.all(['notFound' as const, ...routeNames].map((name) => readPayload(name, lang)));
    expect(payloads.every((payload) => payload.lang === lang)).toBe(true);
    const onSomePage = new Map(payloads.flatMap((payload) => Object.entries(payload.texts)));
    const htmlOnly = (key: string) => htmlOnlyPrefixes.some((prefix) => key.startsWith(`${prefix}.`));
    const all = { da: danishTexts, en };
    expect(Object.keys(all[lang]).filter((key) => !onSomePage.has(key) && !htmlOnly(key))).toEqual([]);
    expect([...onSomePage.keys()].filter(htmlOnly)).toEqual([]);
    for (const [key, text] of onSomePage) expect(text, key).toBe(all[lang][key as keyof typeof danishTexts]);
  });
});

describe('translate', () => {
  it('returns the text of the chosen language', () => {
    addTexts('da', danishTexts);
    addTexts('en', en);
    expect(translate('da', 'nav.home')).toBe(danishTexts['nav.home']);
    expect(translate('en', 'nav.home')).toBe(en['nav.home']);
    expect(translate('da', 'nav.home')).not.toBe(translate('en', 'nav.home'));
  });

  it('shows an unknown key as the key itself', () => {
    expect(translate('da', 'findes.ikke')).toBe('findes.ikke');
    expect(translate('en', 'findes.ikke')).toBe('findes.ikke');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{count} indlæg', { count: 3 })).toBe('3 indlæg');
    expect(format('{count} {other}', { count: 3 })).toBe('3 {other}');
  });
});
