// @vitest-environment jsdom
// A part of the contact form that fails must not take what the visitor typed with it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { ContentStore, ContentStoreProvider } from '@/content/ContentStore';
import { areaIds } from '@/content/legalAreas';
import { danishTexts } from '@/content/messages';
import type { PageDataEntries } from '@/content/pagePayload';
import { LanguageProvider } from '@/i18n/LanguageContext';
import { ContactForm } from './ContactForm';
import { ErrorBoundary } from '@/app/ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const contactAreas = { ...Object.fromEntries(areaIds.map((id) => [id, id])), other: 'other' } as PageDataEntries['contactAreas'];

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The form on a page whose payload holds these data entries, inside the app's own last-resort boundary. */
async function renderForm(data: Partial<PageDataEntries>) {
  window.history.replaceState(null, '', '/kontakt/');
  const store = new ContentStore({ 'page-data/kontakt.json': { lang: 'da', texts: danishTexts, data } });
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    createRoot(container).render(
      <ErrorBoundary>
        <ContentStoreProvider value={store}>
          <Router ssrPath="/kontakt/">
            <LanguageProvider wanted="da">
              <ContactForm />
            </LanguageProvider>
          </Router>
        </ContentStoreProvider>
      </ErrorBoundary>,
    );
  });
  return container;
}

/** Types into a field as a browser would: React reads the value on the input event. */
async function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets React finish what it waits for (a lazy part's code) until `found` finds something. */
async function settled(found: () => Element | null) {
  await vi.waitFor(async () => {
    await act(async () => undefined);
    expect(found()).not.toBeNull();
  });
}

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('the contact form when a part of it fails', () => {
  it('keeps the typed message and the date when the deadline warning cannot render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No "advice" entry: the warning's link to free advice throws while rendering, a real render error.
    const container = await renderForm({ contactAreas, contactSituations: {}, contactFormNotes: {}, deadlineWarningDays: 14 });
    const message = container.querySelector('textarea')!;
    const deadline = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    await type(message, 'Min udlejer vil ikke betale depositum tilbage.');
    await type(deadline, inDays(2));

    // The warning's code arrives on its own (a lazy part): wait until it has rendered, or failed to.
    await settled(() => container.querySelector('.part-failed, .deadline-warning a'));
    expect(container.querySelector('h1')?.textContent).not.toBe('Unexpected Application Error!');
    expect(container.querySelector('.part-failed')?.textContent).toBe(danishTexts['common.partFailed']);
    expect(container.querySelector('textarea')?.value).toBe('Min udlejer vil ikke betale depositum tilbage.');
    expect(container.querySelector<HTMLInputElement>('input[type="date"]')?.value).toBe(inDays(2));
  });

  it('shows the warning when nothing fails', async () => {
    const container = await renderForm({
      contactAreas,
      contactSituations: {},
      contactFormNotes: {},
      contactDeadlineNotes: {},
      deadlineWarningDays: 14,
      advice: { name: { da: 'Advokatvagten', en: 'Advokatvagten' }, url: 'https://example.org/' },
    });
    await type(container.querySelector<HTMLInputElement>('input[type="date"]')!, inDays(2));
    await settled(() => container.querySelector('.part-failed, .deadline-warning a'));
    expect(container.querySelector('.part-failed')).toBeNull();
    expect(container.querySelector('.deadline-warning')?.textContent).toContain('Advokatvagten');
  });
});
