import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, loadTexts } from '@/i18n/translate';
import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageProvider } from '@/i18n/LanguageContext';
import { Stars } from './Stars';

const render = (rating: number, lang: 'da' | 'en' = 'da') =>
  renderToStaticMarkup(
    <LanguageProvider initial={lang}>
      <Stars rating={rating} />
    </LanguageProvider>,
  );

beforeAll(() => Promise.all([loadLanguage('en'), loadTexts('home')]));

describe('Stars', () => {
  it('labels half stars the Danish way and draws one half star', () => {
    const html = render(4.5);
    expect(html).toContain('aria-label="4,5 ud af 5 stjerner"');
    expect(html.match(/<clipPath/g)).toHaveLength(1);
    expect(html.match(/class="star__full"/g)).toHaveLength(5);
  });

  it('labels in English and fills whole stars only for whole ratings', () => {
    const html = render(3, 'en');
    expect(html).toContain('aria-label="3 out of 5 stars"');
    expect(html).not.toContain('<clipPath');
    expect(html.match(/class="star__full"/g)).toHaveLength(3);
  });
});
