import { beforeAll, describe, expect, it } from 'vitest';
import { da } from '@generated/messages-da';
import { en } from '@generated/messages-en';
import { loadDanishGroup } from '@/content/messages';
import { format, loadLanguage, loadTexts, translate } from './translate';

const groups = Object.keys(loadDanishGroup);

describe('text groups', () => {
  it('before its group loads, a screen text shows as its key; after, as its text', async () => {
    expect(translate('da', 'contact.title')).toBe('contact.title');
    await loadTexts('contact');
    expect(translate('da', 'contact.title')).toBe(da['contact.title']);
  });

  it('core and the groups together hold every Danish key', async () => {
    await Promise.all(groups.map(loadTexts));
    for (const [key, text] of Object.entries(da)) expect(translate('da', key), key).toBe(text);
  });
});

beforeAll(() => loadLanguage('en'));

describe('translate', () => {
  it('returns the text of the chosen language', async () => {
    await Promise.all(groups.map(loadTexts));
    expect(translate('da', 'nav.home')).toBe(da['nav.home']);
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
