// Headless Chromium from the system (Debian's package), driven by playwright-core.
import { existsSync } from "node:fs";
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Response,
} from "playwright-core";
import { closeTestDb } from "./database";

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found)
    throw new Error("No Chromium found: install Debian's chromium package or set CHROMIUM_PATH");
  return found;
}

/** What headless Chromium needs here (also used by the benchmark's Lighthouse runs). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

export const siteUrl = (path = "/") => `${process.env.SITE_URL}${path}`;

export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}

/**
 * Launches Chromium for this test file and closes it (and the test's database client) afterwards.
 * Returns a function that opens a page in a fresh browser context.
 */
export function useBrowser(): (options?: BrowserContextOptions) => Promise<Page> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeTestDb();
  });
  return (options = {}) => {
    if (!browser) throw new Error("the browser is not launched yet");
    return openPage(browser, options);
  };
}

/**
 * Reloads `path` until `check` passes: the site refreshes its cached pages from the database within seconds.
 * `check` is given the page's answer, so a test can also hold the status of the load that passed.
 */
export async function eventually(
  page: Page,
  path: string,
  check: (answer: Response | null) => Promise<boolean>,
  timeoutMs = 45_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await page.goto(siteUrl(path));
    if (await check(answer)) return;
    if (Date.now() > deadline)
      throw new Error(`${path} did not show the change within ${timeoutMs} ms`);
    await page.waitForTimeout(250);
  }
}
