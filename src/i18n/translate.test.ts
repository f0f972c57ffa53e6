import { beforeAll, describe, expect, it } from 'vitest';
import { da } from '@/content/messages';
import { en } from '@generated/messages-en';
import { format, loadLanguage, translate } from './translate';

beforeAll(() => loadLanguage('en'));

describe('translate', () => {
  it('returns the text of the chosen language', () => {
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

describe('locales', () => {
  it('hold the same keys, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(da).sort());
    for (const [key, text] of [...Object.entries(da), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('');
  });
});
