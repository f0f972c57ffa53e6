import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { href, type HrefParams } from '@/routes/href';
import type { RouteName } from '@/routes/routes';

type PageLinkProps<N extends RouteName> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: N;
} & (HrefParams<N> extends [] ? { params?: undefined } : { params: HrefParams<N>[0] });

/**
 * A link to a page of the site by its route name: <PageLink to="contact">,
 * <PageLink to="post" params={{ slug }}>. The router adds the base and navigates without a
 * page load; a misspelt name or a missing parameter does not compile.
 */
export function PageLink<N extends RouteName>({ to, params, ...anchor }: PageLinkProps<N>) {
  const args = (params === undefined ? [] : [params]) as HrefParams<N>;
  return <Link href={href(to, ...args)} {...anchor} />;
}
