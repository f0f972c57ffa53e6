import { useLanguage } from '@/i18n/LanguageContext';

/** Stays under the form after a failed send, with the same message as an e-mail. */
export function SendFailed({ mailto }: { mailto: string }) {
  const { t } = useLanguage();
  return (
    <div className="host-form__alert" role="alert">
      <p>
        <strong>{t('form.notSentTitle')}</strong>
      </p>
      <p>{t('form.notSentText')}</p>
      <p>
        <a href={mailto}>{t('form.sendByEmail')}</a>
      </p>
    </div>
  );
}
