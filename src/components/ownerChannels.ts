import type { MessageKey } from '@/i18n/translate';
import type { IconName } from '@/content/iconShapes';
import { displayPhone, phoneHref, site } from '@/content/site';

const instagram = site.instagram.replace(/^@/, '');

/** The owner's phone, e-mail and Instagram, as the footer and the contact page list them. */
export const ownerChannels: readonly { icon: IconName; label: MessageKey | 'Instagram'; href: string; text: string }[] = [
  { icon: 'phone', label: 'footer.phone', href: phoneHref, text: displayPhone },
  { icon: 'mail', label: 'footer.email', href: `mailto:${site.email}`, text: site.email },
  { icon: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${instagram}/`, text: `@${instagram}` },
];
