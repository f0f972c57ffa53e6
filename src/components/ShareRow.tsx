import { useLanguage } from '@/i18n/LanguageContext';
import { Icon } from './icons/Icon';

/**
 * Plain share links: nothing from the networks loads until the visitor chooses one.
 */
export function ShareRow({ url, title }: { url: string; title: string }) {
  const { t } = useLanguage();
  const u = encodeURIComponent(url);
  const links = [
    { label: t('share.facebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: 'facebook' },
    { label: t('share.linkedin'), href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: 'linkedIn' },
    { label: t('share.x'), href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`, icon: 'x' },
    { label: t('share.email'), href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`, icon: 'mail' },
  ] as const;
  return (
    <div className="share-row">
      <p className="share-row__label">{t('share.label')}</p>
      <ul className="share-row__list">
        {links.map(({ label, href, icon }) => (
          <li key={label}>
            <a className="share-row__button" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <Icon name={icon} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
