import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { format, isLanguageLoaded, loadLanguage, translate, type Language, type MessageKey } from './translate';

type LanguageState = {
  lang: Language;
  setLang: (lang: Language) => void;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
};

const LanguageContext = createContext<LanguageState | null>(null);

/** The language lives in memory only: the spec says the choice is not persisted. */
export function LanguageProvider({ children, initial = 'da' }: { children: ReactNode; initial?: Language }) {
  const [lang, setLangNow] = useState<Language>(initial);
  // English arrives as its own chunk: switch once its texts are here (a few ms, once). If they
  // cannot be fetched (offline), the page stays as it is and the next press tries again.
  const setLang = useCallback((next: Language) => {
    if (isLanguageLoaded(next)) setLangNow(next);
    else
      loadLanguage(next).then(
        () => setLangNow(next),
        () => undefined,
      );
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo<LanguageState>(
    () => ({
      lang,
      setLang,
      t: (key, values) => (values ? format(translate(lang, key), values) : translate(lang, key)),
    }),
    [lang, setLang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}
