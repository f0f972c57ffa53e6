import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { isCurrent, navItems } from '@/routes/navItems';
import { usePageAddress } from '@/routes/usePageAddress';
import { PageLink } from './PageLink';
import { Icon } from './icons/Icon';

/** The top bar; `languageSwitch` is the app's DA | EN links (src/app/LanguageSwitch.tsx). */
export function Header({ languageSwitch }: { languageSwitch: ReactNode }) {
  const { t } = useLanguage();
  // The page's path without the language: /en/blog/x/ marks "Blog" as /blog/x/ does.
  const { path } = usePageAddress();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // The opened menu takes focus (its first link), and Escape closes it, back to the button.
  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector('a')?.focus();
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <PageLink to="home" className="site-header__logo" onClick={() => setOpen(false)}>
          <Icon name="scale" width="28" height="28" />
          <span>{t('site.name')}</span>
        </PageLink>

        <nav ref={nav} id={menuId} className="site-header__nav" data-open={open || undefined} aria-label={t('nav.main')}>
          <ul className="site-header__links">
            {navItems.map((item) => (
              <li key={item.name}>
                <PageLink to={item.name} aria-current={isCurrent(item.path, path) ? 'page' : undefined} onClick={() => setOpen(false)}>
                  {t(item.label)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>

        {languageSwitch}

        {/* Hidden without JavaScript (CSS `scripting` media query): the links then stay visible. */}
        <button
          ref={toggle}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <Icon name="close" /> : <Icon name="menu" />}
          <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
      </div>
    </header>
  );
}
