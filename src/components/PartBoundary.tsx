import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { Boundary } from './Boundary';

/**
 * One part of a page that may fail on its own. A render error inside it shows `fallback` (a short
 * note that it could not be shown, if not given) in its place, and only there: the rest of the
 * page stays, and so does what the visitor has typed in a form beside it (an error that reached
 * the page's boundary would unmount the form and its state with it).
 */
export function PartBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return <Boundary fallback={fallback ?? <PartFailed />}>{children}</Boundary>;
}

function PartFailed() {
  const { t } = useLanguage();
  return (
    <p className="part-failed" role="alert">
      {t('common.partFailed')}
    </p>
  );
}
