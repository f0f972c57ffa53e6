import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';

/** A link to another website, said as such to a screen reader. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useLanguage();
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.external')}</span>
    </a>
  );
}
