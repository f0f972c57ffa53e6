import { describe, expect, it } from 'vitest';
import { ANSWERS_PARAM } from './contactArea';
import { contactAboutOutcome } from './contactAboutOutcome';
import { exitModeOf } from './exitMode';
import { hrefIn } from './href';
import { readPath } from './matchPath';

describe('contactAboutOutcome', () => {
  it('is the contact page about the situation, in the language, with the outcome in the query', () => {
    for (const lang of ['da', 'en'] as const) {
      const url = new URL(contactAboutOutcome(lang, 's', 'o-1'), 'https://example.dk');
      expect(url.pathname).toBe(hrefIn(lang, 'contactSituation', { situation: 's' }));
      expect(url.searchParams.get(ANSWERS_PARAM)).toBe('o-1');
    }
  });

  it('leaves the page and its exit mode as they are without the query: both are read from the path', () => {
    const { pathname } = new URL(contactAboutOutcome('da', 's', 'o'), 'https://example.dk');
    const { match } = readPath(pathname);
    expect(match).toEqual(readPath(hrefIn('da', 'contactSituation', { situation: 's' })).match);
    expect(exitModeOf(match)).toBe('entry');
  });
});
