import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';

export function Disclaimer() {
  const { t } = useLanguage();
  usePageMeta(t('disclaimer.title'), t('disclaimer.metaDescription'));
  return (
    <section className="page-header">
      <div className="container">
        <h1>{t('disclaimer.title')}</h1>
        <p className="lead">{t('disclaimer.intro')}</p>
      </div>
    </section>
  );
}
