// What Next cannot do on its own after an edit: have a page's new version ready for the next visitor
// while keeping stale-while-revalidate (the last good page, should the new render fail). A page marked
// stale is answered with its last good copy while Next renders it again behind that answer, and every
// request that arrives during that render (90-270 ms for /home here, more under load) gets the old copy
// too. So the revalidation endpoint asks for the pages that show the changed collection itself and
// answers once their new versions are served: the visitors' first requests after the call get them.
// Public HTTP only: the page is fetched until its HTML differs from the copy answered first.
import type { CollectionName } from "@/lib/content/collections";

/**
 * The pages whose own content a collection is (the header, footer and menus that every page shows are
 * left to stale-while-revalidate: rendering every page again on each such edit would cost more than
 * one old answer per page).
 */
const PAGES_SHOWING: Partial<Record<CollectionName, readonly string[]>> = {
  home: ["/home"],
  about_us: ["/about-us"],
  privacy: ["/privacy"],
  our_teams: ["/about-us"],
  Products: ["/products", "/home"],
  Services: ["/technology", "/home"],
  clients: ["/clients", "/home"],
  career_detail: ["/career"],
  quality_control: ["/quality-control"],
  certifications: ["/quality-control", "/home"],
  // The privacy notice's contact is the company's e-mail and address.
  company: ["/home", "/contact-us", "/privacy"],
};

/** How long a page is waited for: a render that takes longer (or fails) is left to run behind. */
const WAIT_MS = 2_500;
const POLL_MS = 40;

export function pagesShowing(names: readonly CollectionName[]): string[] {
  return [...new Set(names.flatMap((name) => PAGES_SHOWING[name] ?? []))];
}

/** The page's HTML as a visitor is answered it now, or null when it is not a page answered 200. */
async function served(url: URL, deadline: number): Promise<string | null> {
  try {
    const res = await fetch(url, {
      cache: "no-store",
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/**
 * Asks for each page at `origin` (which starts its render behind the old copy) and then again until its
 * HTML changes, for at most WAIT_MS in all. A page whose HTML does not change (the edit is not shown
 * on it, or its render failed) is waited for until then.
 */
export async function renderAgain(origin: string, paths: readonly string[]): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, origin);
      const old = await served(url, deadline);
      if (old === null) return;
      while (Date.now() + POLL_MS < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const now = await served(url, deadline);
        if (now === null || now !== old) return;
      }
    }),
  );
}
