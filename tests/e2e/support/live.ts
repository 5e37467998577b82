// Opening a page whose live listeners are attached: the site raises a "live-content" event per applied
// snapshot, so a test that waits for each collection's first one cannot pass on a page rendered after its
// write.
import type { Page } from "playwright-core";
import { siteUrl } from "./browser";

export type LiveWindow = Window & { __liveSeen?: string[]; __sameDocument?: boolean };

/** Opens `path` and waits until each collection's listener has applied its first snapshot. */
export async function openLive(page: Page, path: string, collections: string[]): Promise<void> {
  await page.addInitScript(() => {
    const w = window as LiveWindow;
    w.__liveSeen = [];
    window.addEventListener("live-content", (e) =>
      w.__liveSeen?.push((e as CustomEvent<{ collection: string }>).detail.collection),
    );
  });
  await page.goto(siteUrl(path));
  await page.waitForFunction(
    (names) => names.every((n) => (window as LiveWindow).__liveSeen?.includes(n)),
    collections,
    { timeout: 30_000 },
  );
  // Survives only as long as this document does: a navigation or a reload would drop it.
  await page.evaluate(() => ((window as LiveWindow).__sameDocument = true));
}
