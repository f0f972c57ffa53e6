import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '@/i18n/LanguageContext';
import type { Language } from '@/content/languages';
import { hrefIn, type HrefParams } from '@/routes/href';
import type { RouteName } from '@/routes/routes';

type PageLinkProps<N extends RouteName> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: N;
  /** The page in this language rather than the visitor's: a Danish-only post from the English list. */
  in?: Language;
} & (HrefParams<N> extends [] ? { params?: undefined } : { params: HrefParams<N>[0] });

/**
 * A link to a page of the site by its route name, in the page's language: <PageLink to="contact">
 * is /kontakt/ on a Danish page and /en/kontakt/ on an English one; <PageLink to="post"
 * params={{ slug }}>. The router adds the base and navigates without a page load; a misspelt
 * name or a missing parameter does not compile.
 */
export function PageLink<N extends RouteName>({ to, params, in: target, ...anchor }: PageLinkProps<N>) {
  const { lang } = useLanguage();
  const args = (params === undefined ? [] : [params]) as HrefParams<N>;
  return <Link href={hrefIn(target ?? lang, to, ...args)} {...anchor} />;
}
