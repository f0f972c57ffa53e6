import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast, Toaster } from 'sonner';
import { useLanguage } from '@/i18n/LanguageContext';
import { connectToasts, type ToastMessage } from './toast';

function ToastCard({ title, description, variant = 'default', action }: ToastMessage) {
  return (
    // sonner's list is a polite live region; an error also says so as an alert.
    <div className={`toast toast--${variant}`} role={variant === 'destructive' ? 'alert' : 'status'}>
      <p className="toast__title">{title}</p>
      <p className="toast__description">{description}</p>
      {action && (
        <p className="toast__action">
          <a href={action.href}>{action.label}</a>
        </p>
      )}
    </div>
  );
}

/**
 * On a phone the toast sits just under the sticky header, wherever that is now: further down
 * while the English offer above it is still on screen, at 64 px once it has scrolled away.
 * Set through the CSSOM, which the style policy allows.
 */
function placeUnderHeader() {
  const header = document.querySelector('.site-header');
  if (!header) return;
  document.documentElement.style.setProperty('--toast-top', `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
}

/** sonner's own breakpoint for its mobile layout (full width, `mobileOffset`); ReviewForm's TOAST_DOCKED repeats it. */
const PHONE = '(max-width: 600px)';

/** sonner's Toaster, showing the site's toasts as <ToastCard>; a chunk of its own (see ToastHost). */
export function ToastLayer() {
  const { t } = useLanguage();
  // Toasts about the page she is on (the disclaimer's thanks): gone when she goes on to another,
  // so they cover nothing of it (its back link, heading, a call button).
  const [location] = useLocation();
  const pageToasts = useRef<(string | number)[]>([]);
  useEffect(() => {
    for (const id of pageToasts.current) toast.dismiss(id);
    pageToasts.current = [];
  }, [location]);
  useEffect(() => {
    // An error stays longer: the visitor may need to act on it.
    connectToasts((message) => {
      placeUnderHeader();
      const id = toast.custom(() => <ToastCard {...message} />, { duration: message.variant === 'destructive' ? 15_000 : 6000 });
      if (message.thisPage) pageToasts.current.push(id);
    });
    return () => connectToasts(null);
  }, []);
  // A toast never covers the way out (the quick exit's bar, at the bottom). On a phone it shows at
  // the top, docked under the sticky header across the screen (no sliver of the page between
  // them, Toast.css), clear of the page's first action and of the call buttons in the first
  // screen of an outcome; on a wide screen, bottom right, above the room the exit takes (help.css
  // sets --exit-room).
  const [phone] = useState(() => window.matchMedia(PHONE).matches);
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      containerAriaLabel={t('toast.region')}
      gap={12}
      offset={{ top: 16, right: 16, bottom: 'calc(var(--exit-room, 0px) + 16px)', left: 16 }}
      mobileOffset={{ top: 'var(--toast-top, 64px)', right: 0, bottom: 0, left: 0 }}
    />
  );
}
