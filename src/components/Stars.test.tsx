import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { addTexts, danishTexts } from '@/content/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { LanguageProvider } from '@/i18n/LanguageContext';
import { ContentStore, ContentStoreProvider } from '@/content/ContentStore';
import { inLanguage } from '@/i18n/languagePath';
import { iconShapes } from '@/content/iconShapes';
import { Stars } from './Stars';

const render = (rating: number, lang: 'da' | 'en' = 'da') =>
  renderToStaticMarkup(
    <Router ssrPath={inLanguage(lang, '/')}>
      <ContentStoreProvider value={new ContentStore()}>
        <LanguageProvider wanted={lang}>
          <Stars rating={rating} />
        </LanguageProvider>
      </ContentStoreProvider>
    </Router>,
  );

beforeAll(() => {
  addTexts('da', danishTexts);
  addTexts('en', en);
});

describe('Stars', () => {
  it('labels half stars the Danish way and fills to the half star', () => {
    const html = render(4.5);
    expect(html).toContain('aria-label="4,5 ud af 5 stjerner"');
    expect(html).toContain('style="--rating:9"');
  });

  it('labels in English and rounds to the nearest half star', () => {
    const html = render(3, 'en');
    expect(html).toContain('aria-label="3 out of 5 stars"');
    expect(render(3.8)).toContain('style="--rating:8"');
  });

  it('draws the same star as the rating input, filled to the rating', async () => {
    const css = await readFile(path.join(import.meta.dirname, 'Stars.css'), 'utf8');
    const d = /d="([^"]+)"/.exec(iconShapes.star)?.[1] ?? '';
    expect(d).not.toBe('');
    expect(css.split(d).length - 1).toBe(1);
    expect(css).toMatch(/width: calc\(var\(--rating, 0\) \* var\(--star\) \/ 2\)/);
  });
});
