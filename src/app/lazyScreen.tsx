import type { ComponentType } from 'react';
import { lazyLoaded, type FailedProps, type LazyLoaded } from '@/components/lazyLoaded';
import { LoadFailed } from '@/components/LoadFailed';
import type { ScreenProps } from './ScreenProps';
import { usePageMeta } from './PageMeta';
import { useLanguage } from '@/i18n/LanguageContext';

export type LazyScreen = LazyLoaded<ScreenProps>;

/**
 * A screen in its own chunk (see lazyLoaded). Later navigations suspend until it arrives; if
 * it cannot, the page says so inside the layout, with the top bar and footer still working.
 */
export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>): LazyScreen {
  return lazyLoaded(load, ScreenFailed);
}

/** In place of a screen whose code or payload could not be fetched. */
export function ScreenFailed({ retry }: FailedProps) {
  const { t } = useLanguage();
  // Takes the place of the page: its title, and its heading for the focus after navigation.
  usePageMeta(t('common.loadFailed'), t('site.tagline'));
  return (
    <div className="section container">
      <LoadFailed retry={retry} heading />
    </div>
  );
}
