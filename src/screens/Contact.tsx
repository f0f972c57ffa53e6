import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';

export function Contact() {
  const { t } = useLanguage();
  usePageMeta(t('contact.title'), t('contact.metaDescription'));
  return (
    <section className="page-header">
      <div className="container">
        <h1>{t('contact.title')}</h1>
        <p className="lead">{t('contact.intro')}</p>
      </div>
    </section>
  );
}
