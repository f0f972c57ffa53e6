import { usePageMeta } from '@/app/PageMeta';
import { PageLink } from '@/components/PageLink';
import { NextSteps } from '@/components/NextSteps';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import type { FormName, forms } from '@/content/forms';
import { usePageAddress } from '@/routes/usePageAddress';
import { PageHeader } from '@/components/PageHeader';
import { QuickExit } from '@/components/help/QuickExit';

/** Each thank-you route's form: the reverse of `thanks` in src/content/forms.ts (tsc holds them together, and no form code loads here). */
const formOf = { contactThanks: 'contact', reviewThanks: 'review', newsletterThanks: 'newsletter' } as const satisfies {
  [F in FormName as (typeof forms)[F]['thanks']]: F;
};

/** Each form's title and text here; a contact message's are those of the confirmation after a send with JavaScript (SentConfirmation). */
const textsOf = {
  contact: ['next.sentTitle', 'next.sentText'],
  review: ['thanks.review.title', 'thanks.review.text'],
  newsletter: ['thanks.newsletter.title', 'thanks.newsletter.text'],
} as const satisfies Record<FormName, readonly [MessageKey, MessageKey]>;

/** Where a form lands without JavaScript (one screen for the three thank-you routes): the message arrived, and what happens next. */
export function Thanks() {
  const { t } = useLanguage();
  const name = usePageAddress().match?.name;
  const form = name && name in formOf ? formOf[name as keyof typeof formOf] : 'contact';
  const [title, text] = textsOf[form];
  usePageMeta(t(title), t(text));
  return (
    <PageHeader
      title={
        <>
          {/* The tick of a confirmation, drawn by CSS (global.css), as after a send with JavaScript. */}
          <span className="success-mark" />
          {t(title)}
        </>
      }
      lead={t(text)}
    >
      {/* The message may have been about violence: the way out stays at hand (src/routes/exitMode.ts). */}
      {form === 'contact' && <QuickExit />}
      {form === 'contact' && (
        <div className="card thanks__steps">
          <NextSteps />
        </div>
      )}
      {/* The way on from here first, home second: a confirmation is not a dead end. */}
      <p className="button-row button-row--stack">
        <PageLink to={form === 'contact' ? 'help' : 'blog'} className="button">
          {t(form === 'contact' ? 'thanks.help' : 'thanks.blog')}
        </PageLink>
        <PageLink to="home" className="button button--secondary">
          {t('thanks.home')}
        </PageLink>
      </p>
    </PageHeader>
  );
}
