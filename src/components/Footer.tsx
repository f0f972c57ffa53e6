import { useLanguage } from '@/i18n/LanguageContext';
import { site } from '@/content/site';
import { ownerChannels } from './ownerChannels';
import { footerItems } from '@/routes/navItems';
import { feedHref } from '@/content/pagePayload';
import { PageLink } from './PageLink';
import { clearDisclaimerAccepted } from './disclaimerStorage';
import { useBrowserValue } from './useBrowserValue';
import { Icon } from './icons/Icon';

/** Prerendered pages carry the build's year; the browser replaces it with today's. */
const BUILD_YEAR = new Date().getFullYear();

/**
 * Three columns, each headed by what it holds: the ways to reach the owner, the site's pages and
 * the legal note with the spec's button. The disclaimer page is listed with the pages, not beside
 * the button: two ways to "the disclaimer" side by side, doing different things, confuse. The headings
 * name the columns; none is a landmark of its own, the list of pages included (the top bar is the
 * site's navigation): fewer stops in a screen reader's landmark list, fewer bytes in every script.
 */
export function Footer() {
  const { t, lang } = useLanguage();
  const year = useBrowserValue(() => new Date().getFullYear(), BUILD_YEAR);

  const showDisclaimerAgain = () => {
    clearDisclaimerAccepted();
    window.location.reload();
  };

  return (
    <footer className="site-footer">
      <div className="site-footer__columns container">
        <section>
          <h2>{t('footer.contact')}</h2>
          <ul className="site-footer__list">
            {ownerChannels.map(({ icon, label, href, text }) => (
              <li key={icon}>
                {/* No referrer to Instagram; harmless on the phone and e-mail links. */}
                <a href={href} rel="noopener noreferrer">
                  <Icon name={icon} />
                  <span className="visually-hidden">{`${label === 'Instagram' ? label : t(label)}: `}</span>
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h2>{t('footer.links')}</h2>
          <ul className="site-footer__list site-footer__pages">
            {footerItems.map((item) => (
              <li key={item.name}>
                <PageLink to={item.name}>{t(item.label)}</PageLink>
              </li>
            ))}
            {/* Here and at the end of the blog (the newsletter box), not as the blog's first action. */}
            <li>
              <a href={feedHref(lang)}>{t('footer.feed')}</a>
            </li>
          </ul>
        </section>

        <section>
          <h2>{t('footer.legal')}</h2>
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
