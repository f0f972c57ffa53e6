import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { connectToasts, onToastWaiting, type ToastMessage } from './toast';

type Sonner = typeof import('sonner');

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

/** Mounts sonner's Toaster the first time a toast is shown; toasts render as <ToastCard>. */
export function ToastHost() {
  const { t } = useLanguage();
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => onToastWaiting(() => void import('sonner').then(setSonner)), []);
  useEffect(() => {
    if (!sonner) return;
    // An error stays longer: the visitor may need to act on it.
    connectToasts((message) =>
      sonner.toast.custom(() => <ToastCard {...message} />, { duration: message.variant === 'destructive' ? 15_000 : 6000 }),
    );
    return () => connectToasts(null);
  }, [sonner]);

  if (!sonner) return null;
  return <sonner.Toaster position="bottom-right" containerAriaLabel={t('toast.region')} gap={12} offset={16} mobileOffset={12} />;
}
