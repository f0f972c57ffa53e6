// The hydration hand-off: what the prerendered page gives the browser, written once on the
// server and read once in the browser. Nothing else reads or writes the element.
import type { ContentFiles } from '@/content/ContentStore';
import { ARTICLE_BODY_ID, ARTICLE_BRIEF_ID } from '@/content/pagePayload';
import type { Post } from '@/content/schema';
import { splitLanguage } from '@/i18n/languagePath';
import { jsonForScript } from './head';

/** The element id of the JSON the browser hydrates from. */
export const HAND_OFF_ID = 'page-data';

export type HandOff = {
  /** The path the HTML was rendered at: "/404" for the not-found page. */
  renderedPath: string;
  /** The content files the page was rendered with (readPageFiles). */
  files: ContentFiles;
};

const isPost = (file: string) => file.startsWith('post-data/');

/**
 * The <script type="application/json"> element's text. A post's bodies and "Kort fortalt" points
 * are left out: the page's own are in the HTML already, the other language's are fetched if the
 * visitor switches.
 */
export function writeHandOff({ renderedPath, files }: HandOff): string {
  const lean = Object.entries(files).map(([file, content]): [string, unknown] => {
    if (!isPost(file) || !content) return [file, content];
    const { summary, facts } = content as Post;
    return [file, { summary, facts }];
  });
  return jsonForScript({ renderedPath, files: Object.fromEntries(lean) });
}

/**
 * What the server handed over, with a post's body and points in the page's language taken back
 * from the page (a post handed over has only those: see usePost). It trusts the build's own
 * output, written by writeHandOff for this very page.
 */
export function readHandOff(page: Pick<Document, 'getElementById'>): HandOff {
  const text = page.getElementById(HAND_OFF_ID)?.textContent;
  if (!text) throw new Error(`#${HAND_OFF_ID} is missing from the page`);
  const { renderedPath, files } = JSON.parse(text) as HandOff;
  const { lang } = splitLanguage(renderedPath);
  const body = page.getElementById(ARTICLE_BODY_ID)?.innerHTML;
  // Each point is plain text in its own <li>, so its text is the point as written.
  const points = page.getElementById(ARTICLE_BRIEF_ID)?.children;
  const brief = points && { brief: { [lang]: Array.from(points, (li) => li.textContent) } };
  const restored = Object.entries(files).flatMap(([file, content]): [string, unknown][] => {
    if (!isPost(file) || !content) return [[file, content]];
    // Without its body in the page the post is fetched whole, as after a navigation.
    return body === undefined ? [] : [[file, { ...(content as Omit<Post, 'body'>), ...brief, body: { [lang]: body } }]];
  });
  return { renderedPath, files: Object.fromEntries(restored) };
}
