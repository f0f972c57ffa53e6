// The one place code splitting is declared (see bundle-tuning.ts for the budget behind it):
// a shell, one chunk per screen, and a few named parts loaded on demand. No micro-chunks.
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** Rolldown's own runtime module (its CommonJS interop helpers). */
const rolldownRuntime = /^\0?rolldown[\\/]runtime/;

/** The site's client entry: the shell is what it loads before hydrating. */
const clientEntry = /[\\/]src[\\/]pages[\\/]\+client\.tsx$/;

/**
 * The parts a page loads on demand, each one file with everything only it uses, in the order
 * they claim a module.
 */
const parts: readonly (readonly [string, RegExp])[] = [
  // The toast layer and sonner, on the first toast.
  ['toasts', /[\\/](src[\\/]components[\\/]ToastLayer\.tsx|node_modules[\\/]sonner[\\/])/],
  // Sending a form to the host (contact, newsletter, review) and what it says when that fails.
  ['forms', /[\\/]src[\\/]components[\\/](HostForm|useHostSend)\.tsx?$/],
  // The code that posts a form, once a visitor starts filling one in (or a pending review is retried).
  ['form-send', /[\\/]src[\\/]components[\\/]sendForm\.ts$/],
  // The review form, opened on the home page or shown on /anmeldelse.
  ['review-form', /[\\/]src[\\/]components[\\/](ReviewForm|RatingInput|addReview)\.tsx?$/],
  // What happens after a message to the owner: the confirmation after a send on /kontakt, and /kontakt/tak.
  ['next-steps', /[\\/]src[\\/]components[\\/](NextSteps|SentConfirmation)\.tsx$/],
  // What the contact form's deadline field says about a date, once one is given (and after the send).
  ['deadline', /[\\/]src[\\/]components[\\/](DeadlineWarning|deadlineWarning)\.tsx?$/],
  // The contact form's own check and its error summary, once the visitor starts filling it in.
  ['contact-check', /[\\/]src[\\/]components[\\/]ContactCheck\.ts$/],
  // The post card: the home page's and the blog's. In the shell it would weigh on every other page.
  ['cards', /[\\/]src[\\/]components[\\/]PostCard\.tsx$/],
  // The owner's portrait and the course credits: the home page's, About's and Services'. Not with
  // the post card, which the blog would then load them with.
  ['owner', /[\\/]src[\\/]components[\\/](Portrait|useCredits)\.tsx?$/],
  // A deadline counted from a day, and the letter beside it (issue #60): on an outcome reached with
  // a day, or once the visitor asks to write the letter. The calendar file's generator is its own.
  [
    'deadline-day',
    /[\\/]src[\\/](components[\\/]help[\\/](DeadlineDay|LetterWriter|dayLeadsTo|saveFile|periodText)\.tsx?$|content[\\/]deadlines[\\/]|i18n[\\/]formatDay\.ts$)/,
  ],
  // What the help guide's area pages and situation pages share (the list of free help, the content
  // file each is about), not the shell's.
  ['guide', /[\\/]src[\\/](components[\\/]guide[\\/]|content[\\/]useContentFile\.ts$)/],
];

/**
 * The named part a module belongs to, if any: a part's own modules, and the modules only that
 * part imports (a form's record, a helper), so that they arrive with it rather than in the shell.
 */
export function partOf(): (id: string, ctx: ChunkingContext) => string | null {
  const known = new Map<string, string | null>();
  const part = (id: string, ctx: ChunkingContext, seen: Set<string>): string | null => {
    const named = parts.find(([, test]) => test.test(id))?.[0];
    if (named) return named;
    if (known.has(id)) return known.get(id) ?? null;
    const info = ctx.getModuleInfo(id);
    if (!info || seen.has(id) || info.dynamicImporters.length > 0 || info.importers.length === 0) return null;
    seen.add(id);
    const importedBy = new Set(info.importers.map((importer) => part(importer, ctx, seen)));
    seen.delete(id);
    const [only] = importedBy;
    const found = importedBy.size === 1 && only ? only : null;
    known.set(id, found);
    return found;
  };
  return (id, ctx) => part(id, ctx, new Set());
}

/**
 * Whether a module belongs in the shell: the client entry loads it, or two or more chunks would
 * otherwise share it (a post card, a date formatter: in the shell they cost less than a request
 * and a chunk wrapper of their own). Everything else is in the chunk of the one screen or part
 * that uses it.
 */
export function inShell(part: ReturnType<typeof partOf>): (id: string, ctx: ChunkingContext) => boolean {
  const roots = new Map<string, ReadonlySet<string>>();
  // The modules a module is loaded with: the entry, or the dynamically imported modules (screens,
  // parts) that import it, directly or through others.
  const rootsOf = (id: string, ctx: ChunkingContext, seen: Set<string>): ReadonlySet<string> => {
    const known = roots.get(id);
    if (known) return known;
    const found = new Set<string>();
    const info = ctx.getModuleInfo(id);
    if (!info || seen.has(id)) return found;
    seen.add(id);
    if (clientEntry.test(id) || info.dynamicImporters.length > 0) found.add(id);
    for (const importer of info.importers) for (const root of rootsOf(importer, ctx, seen)) found.add(root);
    seen.delete(id);
    roots.set(id, found);
    return found;
  };
  return (id, ctx) => {
    // Rolldown's CommonJS helpers (React is CommonJS): left to themselves they become a chunk of
    // their own that every page fetches, once a part on demand needs them too (the calendar's).
    if (rolldownRuntime.test(id)) return true;
    if (part(id, ctx)) return false;
    const from = rootsOf(id, ctx, new Set());
    return from.size > 1 || [...from].some((root) => clientEntry.test(root));
  };
}
