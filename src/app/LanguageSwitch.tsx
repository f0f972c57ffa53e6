import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useLanguage } from '@/i18n/LanguageContext';
import { languages, type Language } from '@/i18n/translate';
import { useContentStore, type ContentStore } from '@/content/ContentStore';
import { postFile } from '@/content/pagePayload';
import type { PageAddress } from '@/routes/matchPath';
import { usePageAddress } from '@/routes/usePageAddress';
import { hrefIn } from '@/routes/href';
import { inLanguage } from '@/i18n/languagePath';

/**
 * DA | EN: links to this page in each language (/kontakt/ and /en/kontakt/), so they work
 * without JavaScript and can be shared. With JavaScript the other language's texts (and an
 * article's body) are fetched first and the page changes in place, the reader kept at the same
 * heading; offline nothing changes and the next press tries again.
 */
export function LanguageSwitch() {
  const { t, lang } = useLanguage();
  const [, navigate] = useLocation();
  const address = usePageAddress();
  const store = useContentStore();
  return (
    <div className="site-header__lang" role="group" aria-label={t('lang.label')}>
      {languages.map((code) => {
        const to = twinPath(store, address, code);
        // Called by Link for a plain click only (a new tab or window opens the address as it is).
        const follow = (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          if (code === lang) return;
          // The switching code loads on the first press, not with every page; offline, nothing changes.
          void import('./switchLanguage').then((m) => m.switchLanguage(store, to, navigate)).catch(() => undefined);
        };
        return (
          <Link key={code} href={to} hrefLang={code} lang={code} aria-current={code === lang ? 'true' : undefined} onClick={follow}>
            {code.toUpperCase()}
          </Link>
        );
      })}
    </div>
  );
}

/**
 * This page's address in a language. A post without an English version has no English page:
 * its English twin is the English blog list, which marks it as Danish only.
 */
function twinPath(store: ContentStore, { path, match }: PageAddress, lang: Language): string {
  if (lang !== 'da' && match?.name === 'post' && !store.file(postFile(match.params.slug))?.summary.en) return hrefIn(lang, 'blog');
  return inLanguage(lang, path);
}
