import { portraitFile, portraitUrl, site } from '@/content/site';
import { useLanguage } from '@/i18n/LanguageContext';

/**
 * The owner's portrait from public/ (until the owner's photo is there, the monogram the build
 * draws: decorative, the name stands beside it), in a fixed 4:5 frame (Portrait.css): a photo of any size
 * fills it without changing the layout. Width and height are set so the page does not shift.
 * On a phone it is the largest thing in the first screen of the pages that show it, so it is
 * fetched first (React also preloads it from the page's head).
 */
export function Portrait({ className }: { className?: string }) {
  const { t } = useLanguage();
  return (
    <img
      className={className ? `portrait ${className}` : 'portrait'}
      src={portraitUrl}
      width="288"
      height="360"
      // The monogram (monogram.svg) is no portrait to describe.
      alt={portraitFile.endsWith('.webp') ? t('profile.portraitAlt', { name: site.name }) : ''}
      decoding="async"
      fetchPriority="high"
    />
  );
}
