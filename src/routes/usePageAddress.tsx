import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { readPath, type PageAddress } from './matchPath.ts';

/** The current address as wouter has it (without the base), and what it shows. */
export type CurrentAddress = PageAddress & { location: string };

const PageAddressContext = createContext<CurrentAddress | null>(null);

/**
 * The one source of the current page: the address is read once per location, and every part
 * that needs the language, the route or the path asks here rather than matching it again. On
 * the server the page context has read it already (src/pages/+onBeforeRender.ts).
 */
export function PageAddressProvider({ rendered, children }: { rendered?: PageAddress; children: ReactNode }) {
  const [location] = useLocation();
  const value = useMemo(() => ({ ...(rendered ?? readPath(location)), location }), [rendered, location]);
  return <PageAddressContext.Provider value={value}>{children}</PageAddressContext.Provider>;
}

export function usePageAddress(): CurrentAddress {
  const address = useContext(PageAddressContext);
  // As in useLanguage: the prerender meets it first, with the whole message.
  if (!address) throw new Error(import.meta.env.SSR ? 'usePageAddress must be used inside <PageAddressProvider>' : 'PageAddressProvider');
  return address;
}
