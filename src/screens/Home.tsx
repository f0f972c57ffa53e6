import { Link } from 'wouter';
import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';

export function Home() {
  const { t } = useLanguage();
  usePageMeta(null, t('home.metaDescription'));
  return (
    <section className="page-header">
      <div className="container">
        <h1>{t('hero.title')}</h1>
        <p className="lead">{t('hero.text')}</p>
        <p>
          <Link href="/kontakt" className="button">
            {t('hero.cta')}
          </Link>{' '}
          <Link href="/om" className="button button--secondary">
            {t('hero.about')}
          </Link>
        </p>
      </div>
    </section>
  );
}
