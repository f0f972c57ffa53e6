import { useLanguage } from '@/i18n/LanguageContext';
import type { FailedProps } from './lazyLoaded';
import { useRetryWhenOnline } from './retryWhenOnline';

/**
 * Said where a part of the page could not be fetched (offline, a flaky connection): the rest of
 * the page keeps working. It tries again on the button, or by itself once the browser is back
 * online; the core texts it uses are in every page's JavaScript, so it can always be said.
 */
export function LoadFailed({ retry, heading = false }: FailedProps & { heading?: boolean }) {
  const { t } = useLanguage();
  useRetryWhenOnline(retry);
  const Message = heading ? 'h1' : 'p';
  return (
    <div className="load-failed" role="alert">
      <Message className="load-failed__message">{t('common.loadFailed')}</Message>
      <button type="button" className="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
