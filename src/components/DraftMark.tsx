import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import type { PostSummary } from '@/content/schema';

/**
 * Only `npm run dev` builds drafts: the owner sees which posts are not published, and when one
 * dated ahead will be ("Planlagt til 3. december 2026").
 */
export function DraftMark({ post }: { post: PostSummary }) {
  const { t, lang } = useLanguage();
  if (!post.draft) return null;
  return (
    <strong className="draft-mark">{post.scheduled ? t('post.scheduled', { date: formatDate(post.date, lang) }) : t('post.draft')}</strong>
  );
}
