import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';

export function About() {
  const { t } = useLanguage();
  usePageMeta(t('about.title'), t('about.metaDescription'));
  return (
    <section className="page-header">
      <div className="container">
        <h1>{t('about.title')}</h1>
        <p className="lead">{t('about.intro')}</p>
      </div>
    </section>
  );
}
