import type { EventEmitter } from 'node:events';
import { SCREENS_CSS_ID } from '@/pages/inlineScripts';
import { afterAll, beforeAll, expect, inject, onTestFailed, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.ts';

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file, closed afterwards. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Browser not started');
    return browser;
  };
}

type WatchedPage = {
  page: Page;
  context: BrowserContext;
  /** console.error / console.warn messages and uncaught page errors, as text. */
  problems: string[];
  consoleMessages: ConsoleMessage[];
  close: () => Promise<void>;
};

type OpenOptions = BrowserContextOptions & {
  disclaimer?: 'accepted' | 'show';
  /**
   * A reused tab keeps the HTTP cache the file's earlier tests left, as a returning visitor's: for
   * walks whose subject is where the links lead, not what a first visit loads (journey.test.ts).
   */
  returning?: boolean;
};

/**
 * A page of its own (own storage and history) that records console errors and page errors. The
 * disclaimer is pre-accepted unless `disclaimer: 'show'`, so tests of other features see the page.
 * The browser is Danish unless `locale` says otherwise: an English one is offered the English site
 * (src/components/EnglishOffer.tsx), which english-offer.test.ts tests.
 *
 * The tab may be one an earlier test of the file left, opened with the same options (issue #59): a
 * new tab starts a renderer, about 0.5 s of Chromium's CPU, more than the page it then loads. It
 * comes back as a new one would be: on about:blank with no earlier test's history, nothing stored or
 * cached for the sites it was on, none of the test's routes or listeners, the viewport it was made
 * with. A test that changes what cannot be taken back (an init script, an exposed function, the
 * clock, the network, emulation) has its tab closed at the end, as has a test that fails. `close()`
 * hands the tab on: a test does not use its page after it.
 */
export async function openPage(browser: Browser, options: OpenOptions = {}): Promise<WatchedPage> {
  // undefined kept as null: `{ baseURL: undefined }` makes another context than `{}`.
  const key = JSON.stringify(options, (_, value: unknown) => value ?? null);
  const idle = idleTabs(browser);
  const { disclaimer = 'accepted', returning = false, ...contextOptions } = options;
  const page = idle.get(key)?.pop() ?? (await newTab(browser, disclaimer, contextOptions));
  const context = page.context();
  const problems = recordProblems(page);
  const consoleMessages: ConsoleMessage[] = [];
  page.on('console', (msg) => consoleMessages.push(msg));
  // The sites the tab has been on, whose storage goes with it: a test's own server, a routed exit.
  const origins = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith('http')) origins.add(new URL(frame.url()).origin);
  });
  const lasting = lastingChanges.get(page)!;
  lasting.changed = false;
  let released = false;
  const release = async (reuse: boolean) => {
    if (released) return;
    released = true;
    if (reuse && !lasting.changed && context.pages().length === 1) {
      try {
        await resetTab(page, [...origins], { viewport: contextOptions.viewport, cache: !returning });
        idle.set(key, [...(idle.get(key) ?? []), page]);
        return;
      } catch {
        // Closed below: a tab that could not be reset is no use to the next test.
      }
    }
    await context.close();
  };
  // Vitest runs onTestFinished before onTestFailed: the report on the page comes first here, then
  // the tab is closed. A test that times out leaves its own code running: its page is closed all
  // the same, or it would go on using the cores the next tests need.
  onTestFinished(async ({ task }) => {
    const passed = task.result?.state === 'pass';
    if (!passed) console.error(`The page at ${page.url()} when the test failed: ${await frameReport(page)}`);
    await release(passed);
  });
  return { page, context, problems, consoleMessages, close: () => release(true) };
}

const pools = new WeakMap<Browser, Map<string, Page[]>>();
/** The tabs finished tests left in this browser, by the options they were opened with. */
function idleTabs(browser: Browser): Map<string, Page[]> {
  let pool = pools.get(browser);
  if (!pool) pools.set(browser, (pool = new Map<string, Page[]>()));
  return pool;
}

async function newTab(browser: Browser, disclaimer: OpenOptions['disclaimer'], contextOptions: BrowserContextOptions): Promise<Page> {
  const context = await newContext(browser, contextOptions);
  if (disclaimer === 'accepted') {
    await context.addInitScript(() => window.localStorage.setItem('disclaimerAccepted', 'true'));
  }
  const page = await context.newPage();
  lastingChanges.set(page, watchLastingChanges(page));
  for (const emitter of [page, context]) ownListeners.set(emitter, new Set(listenersOf(emitter)));
  return page;
}

type Emitter = Pick<EventEmitter, 'eventNames' | 'listeners' | 'off'>;
const emitter = (target: Page | BrowserContext) => target as unknown as Emitter;
const listenersOf = (target: Page | BrowserContext) =>
  emitter(target)
    .eventNames()
    .flatMap((name) => emitter(target).listeners(name));

/**
 * Playwright's own listeners on a new tab and its context: not `removeAllListeners()`, which takes
 * them too (closing the context then waits for ever on a 'close' listener that is gone).
 */
const ownListeners = new WeakMap<Page | BrowserContext, Set<unknown>>();
function removeTestListeners(target: Page | BrowserContext): void {
  const own = ownListeners.get(target)!;
  for (const name of emitter(target).eventNames())
    for (const listener of emitter(target).listeners(name))
      if (!own.has(listener)) emitter(target).off(name, listener as (...args: unknown[]) => void);
}

/** Per tab: whether the test that has it called a method whose effect cannot be taken back. */
const lastingChanges = new WeakMap<Page, { changed: boolean }>();
function watchLastingChanges(page: Page): { changed: boolean } {
  const watch = { changed: false };
  const mark = <T extends object>(target: T, names: (keyof T)[]) => {
    for (const name of names) {
      const original = target[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(target, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          watch.changed = true;
          return original.apply(target, args);
        },
      });
    }
  };
  const context = page.context();
  mark(page, ['addInitScript', 'exposeFunction', 'exposeBinding', 'emulateMedia', 'setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket']);
  mark(context, [
    'addInitScript',
    'exposeFunction',
    'exposeBinding',
    'setOffline',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
    'grantPermissions',
    'routeFromHAR',
    'routeWebSocket',
    'newCDPSession',
    'newPage',
  ]);
  mark(context.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume']);
  return watch;
}

/** Takes back what a passed test did to its tab, as far as a new tab would show. */
async function resetTab(
  page: Page,
  origins: string[],
  { viewport, cache }: { viewport: BrowserContextOptions['viewport']; cache: boolean },
): Promise<void> {
  const context = page.context();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const emitter of [page, context]) removeTestListeners(emitter);
  await blankSlate(page, origins, { cache });
  await context.clearCookies();
  // Playwright's default viewport.
  await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
  await page.mouse.move(0, 0);
}

/**
 * The tab on about:blank with no history behind it, and nothing of these sites' stored (and, with
 * `cache`, nothing in its HTTP cache: a first visit's fonts and code load from the network). The
 * blank page first cancels the last page's requests still on their way.
 */
async function blankSlate(page: Page, origins: string[], { cache = false } = {}): Promise<void> {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.resetNavigationHistory');
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (cache) await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** A Danish browser's context on the site. */
async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'da-DK', ...options });
  // An action waits for its element to be visible and stable over two frames: with two test
  // workers and their Chromiums on two cores (load 12 measured), a frame can take seconds, and
  // 8 s once ran out on a checkbox that was standing still. Half the test's 30 s.
  context.setDefaultTimeout(15_000);
  return context;
}

/** The page's console errors and warnings, and its uncaught errors, as text, from now on. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A tab that test after test visits pages in: what it has seen in this test. */
export type SharedTab = {
  page: Page;
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
  /** Content Security Policy violations. */
  csp: string[];
  /** Requests to any other origin than the site's. */
  foreign: string[];
};

/**
 * One tab per test file, for tests that only look at pages (page-checks.ts): a new browser context
 * and tab cost Chromium about half a second of CPU, more than many a page's own load (issue #59).
 * What a page could leave behind is cleared before each test: the site's storage (`prepare`, an
 * init script, then stores what a returning visitor has) and the records. A test that fails closes
 * the tab, so that a timed-out test's code, still running, cannot touch the next test's page.
 */
export function useSharedTab(browser: () => Browser, prepare?: () => void): () => Promise<SharedTab> {
  let tab: Promise<SharedTab> | undefined;
  const open = async (): Promise<SharedTab> => {
    const context = await newContext(browser());
    if (prepare) await context.addInitScript(prepare);
    const page = await context.newPage();
    const shared: SharedTab = { page, problems: recordProblems(page), csp: await watchCsp(page), foreign: [] };
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) shared.foreign.push(request.url());
    });
    return shared;
  };
  const close = async () => {
    const closing = tab;
    tab = undefined;
    await (await closing)?.page.context().close();
  };
  afterAll(close);
  return async () => {
    tab ??= open();
    const shared = await tab;
    // A first visit, unless `prepare` stores what a returning visitor has; and neither the last
    // page's requests still on their way (a Tab walk's prefetch) nor its console count as this one's.
    await blankSlate(shared.page, [new URL(baseUrl()).origin]);
    for (const record of [shared.problems, shared.csp, shared.foreign]) record.length = 0;
    onTestFailed(async () => {
      console.error(`The page at ${shared.page.url()} when the test failed: ${await frameReport(shared.page)}`);
      await close();
    });
    return shared;
  };
}

/**
 * Whether the page still renders frames. An action such as click() waits for the element to stand
 * still over two animation frames, and a few times in a full suite one waited out its whole timeout
 * on an element that was not moving: this says, on the failure, whether the page's frames had stopped.
 */
async function frameReport(page: Page): Promise<string> {
  if (page.isClosed()) return 'closed';
  const probe = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        let frames = 0;
        let counting = true;
        const count = () => {
          frames += 1;
          if (counting) requestAnimationFrame(count);
        };
        requestAnimationFrame(count);
        // Stops counting: a page a timed-out test leaves open must not draw frames for the rest of the run.
        setTimeout(() => {
          counting = false;
          resolve(`${frames} animation frames in 1 s; visibility ${document.visibilityState}, focus ${document.hasFocus()}`);
        }, 1000);
      }),
  );
  const silence = new Promise<string>((resolve) => setTimeout(() => resolve('its script did not answer within 5 s'), 5000));
  return Promise.race([probe.catch((error: unknown) => `the probe failed: ${String(error)}`), silence]);
}

/** Collects every Content Security Policy violation the page reports, from its first script on. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

/** A name that starts with `text`: a card link's name is its title and the line under it. */
export const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The visitor's calendar day `days` from today, as a date field holds it (YYYY-MM-DD). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Waits until the app is interactive (the client marks <html> once it has hydrated) and the other
 * screens' styles are on (build/screen-styles.ts), so that a test which navigates in the app sees
 * the next screen styled, however busy the machine.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (id) => document.documentElement.dataset.hydrated === 'true' && document.getElementById(id)?.getAttribute('media') !== 'print',
    SCREENS_CSS_ID,
  );
}

/**
 * Activates a link or button with Enter, as a keyboard user does. For tests whose subject is not
 * the pointer: click() first waits for the element to stand still over two animation frames, which
 * a starved renderer has not given within a test's timeout (frameReport above).
 */
export async function activate(control: Locator): Promise<void> {
  await expect.poll(() => control.isEnabled()).toBe(true);
  await control.press('Enter');
}

/** Follows EN and waits for the English page (/en/…), whose texts arrive with its payload. */
export async function switchToEnglish(page: Page): Promise<void> {
  await activate(page.getByRole('link', { name: 'EN', exact: true }));
  await page.waitForFunction(() => document.documentElement.lang === 'en' && /\/en(\/|$)/.test(window.location.pathname));
}

/**
 * Ticks a checkbox from the keyboard (Space), as a visitor can. Not Playwright's check(): it
 * waits for two animation frames to agree on the box's place, and a renderer starved by a full
 * suite on two cores has taken longer than a test's timeout to give them.
 */
export async function tick(box: Locator): Promise<void> {
  expect(await box.isChecked()).toBe(false);
  await box.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

/**
 * Accepts the first-visit dialog (its button `accept`) and waits for the thank-you toast titled
 * `title` to come to rest: shown, and no transition running on it. Returns the toast.
 */
export async function acceptedToastAtRest(page: Page, accept: string, title: string): Promise<Locator> {
  await page.getByRole('dialog').getByRole('button', { name: accept }).click();
  const toast = page.getByRole('status').filter({ hasText: title });
  await toast.waitFor();
  await toastsAtRest(page);
  return toast;
}

/**
 * Waits until a toast is shown and none is moving: while one slides and fades in, its text is
 * partly transparent, and axe measures that contrast (a busy machine once caught one mid-way).
 */
export async function toastsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('[data-sonner-toast]')];
    return (
      shown.length > 0 &&
      shown.every((toast) => toast.getAttribute('data-mounted') === 'true' && toast.getAnimations({ subtree: true }).length === 0)
    );
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes on the screen share any area. */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
