import { useLanguage } from '@/i18n/LanguageContext';
import type { ArticleSection } from '@/content/schema';

/** The name of the contents list's landmark, unique on the page. */
const TITLE_ID = 'article-contents-title';

/**
 * "Indhold": an article's sections as links to their headings (whose ids the content build
 * gives), in the prerendered HTML, so they work without JavaScript. Above the body on a phone;
 * beside it, following the reader, on a wide screen (Article.css).
 */
export function ArticleContents({ sections, lang }: { sections: ArticleSection[]; lang: string | undefined }) {
  const { t } = useLanguage();
  return (
    <nav className="article-contents" aria-labelledby={TITLE_ID}>
      <div className="article-contents__inner">
        <p id={TITLE_ID} className="article-contents__title">
          {t('article.contents')}
        </p>
        <ol className="article-contents__list" lang={lang}>
          {sections.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
