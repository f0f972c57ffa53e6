import type { MessageKey } from '@/i18n/translate';
import { Icon } from './icons/Icon';

/**
 * One line at the top of a Danish page offering the English site, prerendered beside the app
 * and hidden: src/pages/inlineScripts.ts shows it, before the first paint, to a browser whose
 * first language is English that came from outside the site. Its texts are English (`t` reads
 * the English texts), since that is who it speaks to. The script puts a copy, without the
 * button, into the first-visit dialog, which makes the page behind it inert.
 */
export function EnglishOffer({ t, href }: { t: (key: MessageKey) => string; href: string }) {
  return (
    <p className="english-offer" lang="en" hidden>
      <a href={href} hrefLang="en">
        {t('langOffer.link')}
      </a>
      <button type="button" aria-label={t('langOffer.close')}>
        <Icon name="close" />
      </button>
    </p>
  );
}
