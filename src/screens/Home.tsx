import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { useData } from '@/content/ContentStore';
import { site } from '@/content/site';
import { areaKey } from '@/i18n/translate';
import { areaAnchors } from '@/content/legalAreas';
import { hrefIn } from '@/routes/href';
import { Link } from 'wouter';
import { PageLink } from '@/components/PageLink';
import { PostCard } from '@/components/PostCard';
import { ReviewsSection } from '@/components/ReviewsSection';
import { Portrait } from '@/components/Portrait';
import { Icon } from '@/components/icons/Icon';
import { QuickExit } from '@/components/help/QuickExit';

export function Home() {
  const { t, lang } = useLanguage();
  usePageMeta(null, t('home.metaDescription'));
  const teasers = useData('teasers');
  const situations = useData('homeSituations');
  // The areas legal-areas.yaml introduces here (`home`), each linking to its card on /ydelser.
  const areas = useData('homeAreas');
  return (
    <>
      <QuickExit />
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="lead">{t('hero.text')}</p>
            <div className="button-row">
              {/* "Få hjælp nu" is the guide: from what happened to the right help, here or elsewhere
                  (a message to me is answered in 1–2 working days; the guide ends with one). */}
              <PageLink to="help" className="button">
                {t('hero.cta')}
              </PageLink>
              <PageLink to="about" className="button button--secondary">
                {t('hero.about')}
              </PageLink>
            </div>
            <p className="hero__help">
              <PageLink to="contact">{t('hero.help')}</PageLink>
            </p>
            <p className="hero__trust">{t('hero.trust')}</p>
          </div>
          <Portrait className="hero__portrait" />
        </div>
      </section>

      {/* Right under the hero: from what happened to the right help, before anything about me. */}
      {situations.length > 0 && (
        <section className="section home-situations" aria-labelledby="home-situations">
          <div className="container">
            <h2 id="home-situations">{t('home.situations')}</h2>
            <p>{t('home.situationsIntro')}</p>
            {/* The guide's choices, as on /find-hjaelp: a card each, its chevron at the right. */}
            <ul className="help-areas">
              {situations.map(({ address, start, title }) => (
                <li key={address}>
                  <Link href={hrefIn(lang, 'situation', { situation: address, step: start })} className="card">
                    {title[lang]}
                  </Link>
                </li>
              ))}
            </ul>
            <PageLink to="help">{t('home.situationsAll')}</PageLink>
          </div>
        </section>
      )}

      <section className="section section--tint" aria-labelledby="home-profile">
        <div className="container profile">
          <div>
            <h2 id="home-profile">{t('profile.title', { name: site.name })}</h2>
            <p className="profile__role">{t('profile.role')}</p>
            <p>{t('profile.text1')}</p>
            <p>{t('profile.text2')}</p>
            {/* The hero's button is the page's one filled button: here an outline one and a text link. */}
            <div className="button-row">
              <PageLink to="about" className="button button--secondary">
                {t('profile.about')}
              </PageLink>
              <PageLink to="services" className="arrow-link">
                {t('profile.services')}
                <Icon name="arrowRight" width="16" height="16" />
              </PageLink>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <h2 id="home-services">{t('home.servicesTitle')}</h2>
          <p className="lead">{t('home.servicesIntro')}</p>
          <ul className="card-grid">
            {areas.map(({ id, text }) => (
              <li key={id} className="card service-teaser">
                <h3>{t(areaKey(id))}</h3>
                <p>{text[lang]}</p>
                <Link
                  href={`${hrefIn(lang, 'services')}#${areaAnchors[id]}`}
                  className="arrow-link"
                  aria-label={`${t('home.serviceLink')}: ${t(areaKey(id))}`}
                >
                  {t('home.serviceLink')}
                  <Icon name="arrowRight" width="16" height="16" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="button-row button-row--stack">
            <PageLink to="services" className="button button--secondary">
              {t('home.servicesAll')}
            </PageLink>
          </p>
        </div>
      </section>

      {/* No posts of her own yet (the examples deleted): no empty teaser box. */}
      {teasers.length > 0 && (
        <section className="section section--tint" aria-labelledby="home-blog">
          <div className="container">
            <h2 id="home-blog">{t('home.blogTitle')}</h2>
            <p className="lead">{t('home.blogIntro')}</p>
            <div className="card-grid card-grid--2">
              {teasers.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel={3} />
              ))}
            </div>
            <p className="button-row button-row--stack">
              <PageLink to="blog" className="button button--secondary">
                {t('home.blogAll')}
              </PageLink>
            </p>
          </div>
        </section>
      )}

      <ReviewsSection />

      <section className="section section--tint" aria-labelledby="home-mission">
        <div className="container mission">
          <h2 id="home-mission">{t('mission.title')}</h2>
          <figure>
            <blockquote>
              <p>{t('mission.quote')}</p>
            </blockquote>
            <figcaption>— {site.name}</figcaption>
          </figure>
        </div>
      </section>

      {/* A navy panel on the page's own background, so it does not run into the navy footer. */}
      <section className="section home-cta" aria-labelledby="home-cta">
        <div className="container">
          <div className="cta">
            <h2 id="home-cta">{t('cta.title')}</h2>
            <p>{t('cta.text')}</p>
            <PageLink to="contact" className="button button--light">
              {t('cta.button')}
              <Icon name="arrowRight" width="18" height="18" />
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
