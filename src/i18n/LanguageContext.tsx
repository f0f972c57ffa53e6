import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useContentStore } from '@/content/ContentStore';
import { format, hasTexts, translate, type Language, type MessageKey } from './translate';

type LanguageState = {
  lang: Language;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
};

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * `wanted` is the address's language (/en/… is English): nothing is stored, as the spec asks, so
 * opening / again is Danish. Until the first payload in a language has arrived (its page's
 * screen waits for it), the page around it keeps the language whose texts are here.
 */
export function LanguageProvider({ wanted, children }: { wanted: Language; children: ReactNode }) {
  // Re-renders when a payload arrives, so the texts' language follows.
  useContentStore();
  const lang: Language = hasTexts(wanted) ? wanted : wanted === 'da' ? 'en' : 'da';
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo<LanguageState>(
    () => ({ lang, t: (key, values) => (values ? format(translate(lang, key), values) : translate(lang, key)) }),
    [lang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  // As in useContentStore: the prerender meets it first, with the whole message.
  if (!state) throw new Error(import.meta.env.SSR ? 'useLanguage must be used inside <LanguageProvider>' : 'LanguageProvider');
  return state;
}
