import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';

/**
 * A link to another website, said as such to a screen reader. It opens in the same tab, and the
 * site it leads to learns nothing of this one: every page's referrer policy is same-origin
 * (src/pages/+onRenderHtml.tsx).
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useLanguage();
  return (
    <a href={href} className={className}>
      {children}
      <span className="visually-hidden"> {t('common.external')}</span>
    </a>
  );
}
