import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';

export function Services() {
  const { t } = useLanguage();
  usePageMeta(t('services.title'), t('services.metaDescription'));
  return (
    <section className="page-header">
      <div className="container">
        <h1>{t('services.title')}</h1>
        <p className="lead">{t('services.intro')}</p>
      </div>
    </section>
  );
}
