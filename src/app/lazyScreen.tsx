import type { ComponentType } from 'react';
import { loadTexts } from '@/i18n/translate';
import { lazyLoaded, type FailedProps, type LazyLoaded } from '@/components/lazyLoaded';
import { LoadFailed } from '@/components/LoadFailed';
import type { ScreenProps } from './ScreenProps';
import { usePageMeta } from './PageMeta';
import { useLanguage } from '@/i18n/LanguageContext';

export type LazyScreen = LazyLoaded<ScreenProps>;

/**
 * A screen in its own chunk, with the text groups it uses (see lazyLoaded). Later navigations
 * suspend until both arrive; if they cannot, the page says so inside the layout, with the top
 * bar and footer still working.
 */
export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>, texts: readonly string[]): LazyScreen {
  return lazyLoaded(() => Promise.all([load(), ...texts.map(loadTexts)]).then(([component]) => component), ScreenFailed);
}

function ScreenFailed({ retry }: FailedProps) {
  const { t } = useLanguage();
  // Takes the place of the page: its title, and its heading for the focus after navigation.
  usePageMeta(t('common.loadFailed'), t('site.tagline'));
  return (
    <div className="section container">
      <LoadFailed retry={retry} heading />
    </div>
  );
}
