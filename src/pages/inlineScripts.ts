import { scriptHash } from '../content/contentSecurityPolicy.ts';

/**
 * The English offer's script (src/components/EnglishOffer.tsx). It runs in <head>, so the offer
 * is in the first layout and shifts nothing. It shows the offer on a Danish page to a browser whose first language is English, arriving from outside the
 * site: `indexOf` is 0 (false) only for a referrer on this site, whose visitor has seen it. No
 * storage, nothing remembered. A click on the offer's link goes to the header's EN link (the
 * page's English twin) in place of this page in the history (an <a> has `.href`): Back does not
 * lead to the Danish page, which after the quick exit could name her situation (issue #57); a
 * click on its button hides the line.
 * Once the page is parsed, a copy of the line without its button goes into the first-visit dialog
 * (#disclaimer), which makes the page behind it inert. (Prerendered there hidden, a link breaks
 * Chromium's Tab wrap inside the modal dialog.) Written small, as it is in every Danish page.
 */
export const ENGLISH_OFFER_SCRIPT =
  '(function(d,h){if(h.lang=="da"&&/^en\\b/i.test(navigator.language)&&d.referrer.indexOf(location.origin+"/")){' +
  'h.classList.add("offer-english");d.addEventListener("click",function(e){var t=e.target.closest(".english-offer>*");' +
  'if(t)t.href?(e.preventDefault(),location.replace(d.querySelector(".site-header__lang [hreflang=en]").href)):h.classList.remove("offer-english")});' +
  'd.addEventListener("DOMContentLoaded",function(){var c=d.querySelector(".english-offer").cloneNode(!0);c.lastChild.remove();d.getElementById("disclaimer").prepend(c)})}})(document,document.documentElement)';

/** The id of the link to the other screens' styles, which SCREENS_CSS_SCRIPT switches on. */
export const SCREENS_CSS_ID = 'screens-css';

/**
 * The other screens' styles (build/screen-styles.ts), asked for as a print stylesheet, which
 * holds up neither the first paint nor the page's script, and switched to every medium once it
 * has loaded: the same rules as the page's own for its screen, so nothing on it changes, and the
 * next screen the app shows has its styles. (An `onload` attribute would need 'unsafe-hashes'.)
 * Without JavaScript every page is loaded whole, with its own styles inlined.
 */
export const SCREENS_CSS_SCRIPT = `(function(l){function a(){l.media="all"}l.sheet?a():l.onload=a})(document.getElementById("${SCREENS_CSS_ID}"))`;

/**
 * The CSP hashes (`'sha256-…'`) of the inline scripts the site's own templates write. The CSP
 * allows these and nothing else; any other inline script in a built page stops the build
 * (scripts/security-headers.ts), since it can only have come from content or a tampered cache.
 * The `application/json` blocks the pages carry are data, not scripts.
 */
export const SITE_INLINE_SCRIPT_HASHES: readonly string[] = [scriptHash(ENGLISH_OFFER_SCRIPT), scriptHash(SCREENS_CSS_SCRIPT)];
