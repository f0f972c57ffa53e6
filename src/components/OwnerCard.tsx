import { portraitUrl, site } from '@/content/site';
import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import type { ReactNode } from 'react';
import { PageLink } from './PageLink';

/** Who answers: portrait, name, level of study and university, whether anyone reviews the guidance, linking to the About page; `children` under them (an article's call to action). */
export function OwnerCard({ link, children }: { link: MessageKey; children?: ReactNode }) {
  const { t, lang } = useLanguage();
  const { study, university, review } = useData('owner');
  return (
    <div className="owner-card card">
      {/* Decorative here: the name stands beside it. */}
      <img className="owner-card__portrait" src={portraitUrl} width="72" height="90" alt="" loading="lazy" decoding="async" />
      <div>
        <p className="owner-card__name">{site.name}</p>
        <p className="owner-card__study">
          {study[lang]}, {university[lang]}
        </p>
        <p className="owner-card__study">{review[lang]}</p>
        <PageLink to="about">{t(link)}</PageLink>
      </div>
      {children}
    </div>
  );
}
