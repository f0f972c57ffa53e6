import { describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { ContentStore } from '@/content/ContentStore';
import { addTexts, danishTexts } from '@/content/messages';
import { readPageFiles, readPayload } from '@/pages/readPageFiles';
import { matchPath } from '@/routes/matchPath';
import { routeNames } from '@/routes/routes';
import { htmlOnlyPrefixes } from './messageGroups';
import { format, translate } from './translate';

describe('texts', () => {
  it('a screen text shows as its key until its route payload has arrived, then as its text', async () => {
    expect(translate('da', 'contact.title')).toBe('contact.title');
    new ContentStore(await readPageFiles(matchPath('/kontakt')));
    expect(translate('da', 'contact.title')).toBe(danishTexts['contact.title']);
  });

  it('every Danish text is in the payload of some page, but those only the HTML holds', async () => {
    const payloads = await Promise.all(['notFound' as const, ...routeNames].map(readPayload));
    const onSomePage = new Set(payloads.flatMap((payload) => Object.keys(payload.texts)));
    const htmlOnly = (key: string) => htmlOnlyPrefixes.some((prefix) => key.startsWith(`${prefix}.`));
    expect(Object.keys(danishTexts).filter((key) => !onSomePage.has(key) && !htmlOnly(key))).toEqual([]);
    expect([...onSomePage].filter(htmlOnly)).toEqual([]);
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
