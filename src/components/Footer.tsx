import { useLanguage } from '@/i18n/LanguageContext';
import { displayPhone, phoneHref, site } from '@/content/site';
import { SiteLinks } from './SiteLinks';
import { clearDisclaimerAccepted } from './disclaimerStorage';
import { useBrowserValue } from './useBrowserValue';
import { Icon } from './icons/Icon';

/** Prerendered pages carry the build's year; the browser replaces it with today's. */
const BUILD_YEAR = new Date().getFullYear();

export function Footer() {
  const { t } = useLanguage();
  const year = useBrowserValue(() => new Date().getFullYear(), BUILD_YEAR);

  const showDisclaimerAgain = () => {
    clearDisclaimerAccepted();
    window.location.reload();
  };

  return (
    <footer className="site-footer">
      <div className="site-footer__columns container">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul className="site-footer__list">
            <li>
              <a href={phoneHref}>
                <Icon name="phone" />
                <span className="visually-hidden">{t('footer.phone')}: </span>
                {displayPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>
                <Icon name="mail" />
                <span className="visually-hidden">{t('footer.email')}: </span>
                {site.email}
              </a>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.links')}</h2>
          <SiteLinks className="site-footer__list" />
        </nav>

        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <p>{t('footer.legalText')}</p>
          <button type="button" className="button button--outline-light" onClick={showDisclaimerAgain}>
            {t('footer.readDisclaimer')}
          </button>
        </section>
      </div>
      <div className="container">
        <p className="site-footer__copy">
          © {year} {site.name} · {t('site.name')}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
