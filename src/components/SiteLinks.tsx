import { useLanguage } from '@/i18n/LanguageContext';
import { footerItems } from '@/routes/navItems';
import { PageLink } from './PageLink';

/** Every page a visitor can go to by name, as a list: the footer's links, and the not-found page's. */
export function SiteLinks({ className }: { className?: string }) {
  const { t } = useLanguage();
  return (
    <ul className={className}>
      {footerItems.map((item) => (
        <li key={item.name}>
          <PageLink to={item.name}>{t(item.label)}</PageLink>
        </li>
      ))}
    </ul>
  );
}
