import type { MessageKey } from '@/i18n/translate';
import type { IconName } from '@/content/iconShapes';
import { displayPhone, phoneHref, site } from '@/content/site';

/** The owner's Instagram profile, if site.yaml names one. */
export const instagramProfile = site.instagram && {
  href: `https://www.instagram.com/${site.instagram.replace(/^@/, '')}/`,
  text: `@${site.instagram.replace(/^@/, '')}`,
};

/** The owner's phone, e-mail and Instagram (if any), as the footer and the contact page list them. */
export const ownerChannels: readonly { icon: IconName; label: MessageKey | 'Instagram'; href: string; text: string }[] = [
  { icon: 'phone', label: 'footer.phone', href: phoneHref, text: displayPhone },
  { icon: 'mail', label: 'footer.email', href: `mailto:${site.email}`, text: site.email },
  ...(instagramProfile ? [{ icon: 'instagram' as const, label: 'Instagram' as const, ...instagramProfile }] : []),
];
