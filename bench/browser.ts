// What a page costs a visitor's browser, measured in headless Chromium (the system's, through
// playwright-core): the JavaScript fetched before the `load` event (its gzip size) and the Largest
// Contentful Paint.
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser } from "@/tests/e2e/support/browser";

export type PageCost = { path: string; scripts: number; jsGzipBytes: number; lcpMs: number };

export const launch = launchBrowser;

/** Loads `url` in a fresh context (empty cache) and measures it. */
export async function measurePage(
  browser: Browser,
  url: string,
  viewport = { width: 412, height: 823 },
): Promise<PageCost> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  let loaded = false;
  const bodies: Promise<Buffer | null>[] = [];
  page.on("load", () => {
    loaded = true;
  });
  page.on("requestfinished", (request) => {
    if (loaded || request.resourceType() !== "script") return;
    bodies.push(
      request
        .response()
        .then((res) => (res ? res.body() : null))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  // LCP entries are final once the page is interacted with or hidden; a short wait lets late ones land.
  await page.waitForTimeout(500);
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      }),
  );
  await context.close();
  return {
    path: new URL(url).pathname,
    scripts: scripts.length,
    jsGzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    lcpMs,
  };
}
