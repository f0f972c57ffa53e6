import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { connectToasts, onToastWaiting, type ToastMessage } from './toast';

type Sonner = typeof import('sonner');

function ToastCard({ title, description, variant = 'default' }: ToastMessage) {
  return (
    // sonner's list is a polite live region; an error also says so as an alert.
    <div className={`toast toast--${variant}`} role={variant === 'destructive' ? 'alert' : 'status'}>
      <p className="toast__title">{title}</p>
      <p className="toast__description">{description}</p>
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
    connectToasts((message) => sonner.toast.custom(() => <ToastCard {...message} />, { duration: 6000 }));
    return () => connectToasts(null);
  }, [sonner]);

  if (!sonner) return null;
  return <sonner.Toaster position="bottom-right" containerAriaLabel={t('toast.region')} gap={12} offset={16} mobileOffset={12} />;
}
