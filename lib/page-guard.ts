// What the proxy decides before a page is served from cache: a switched-off site answers 503 with the
// Oops page (so search engines know it is temporary), and an unknown product or service id, or a
// malformed address, answers a real 404 page. Next's data cache does not reach the proxy, so the flag and
// the id lists are kept here for the same few seconds as the pages: no Firestore read per visitor.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getProject, readDocumentIds } from "@/lib/content/read";
import { oopsPage } from "@/lib/oops";
import { CONTENT_REVALIDATE_SECONDS } from "@/lib/site";
import { standaloneDocument } from "@/lib/standalone-page";

/**
 * `read` shared by every request of this server: the last value is answered at once and refreshed in
 * the background when older than `seconds` (one refresh at a time). Only the very first call waits, and
 * not again for `seconds` after it failed. So a slow or absent database does not hold up pages here; a
 * failed refresh keeps the last good value.
 */
type Kept<T> = {
  /** The last value (refreshed in the background when old). */
  (): Promise<T>;
  /**
   * A value from a read that started after this call, waiting for it; at most one such read every
   * `minGapMs` (calls in between get the last value), so bots asking for random ids cannot flood the
   * database.
   */
  recheck(minGapMs: number): Promise<T>;
};

function keptFor<T>(seconds: number, read: () => Promise<T>): Kept<T> {
  let kept: { value: T; at: number } | undefined;
  let failedAt = 0;
  let refreshing: Promise<T> | undefined;
  const refresh = () =>
    (refreshing ??= read()
      .then((value) => {
        kept = { value, at: Date.now() };
        return value;
      })
      .catch((error: unknown) => {
        failedAt = Date.now();
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      }));
  const get = async () => {
    if (!kept) {
      // Nothing read yet and the database just failed: do not make every visitor wait for it.
      if (Date.now() - failedAt < seconds * 1000) throw new Error("the database is unavailable");
      return refresh();
    }
    if (Date.now() - kept.at > seconds * 1000) refresh().catch(() => undefined);
    return kept.value;
  };
  let recheckedAt = 0;
  return Object.assign(get, {
    recheck: async (minGapMs: number) => {
      if (kept && Date.now() - recheckedAt < minGapMs) return kept.value;
      recheckedAt = Date.now();
      // A read already under way may have started before what the caller is looking for was written.
      await refreshing?.catch(() => undefined);
      return refresh();
    },
  });
}

const project = keptFor(CONTENT_REVALIDATE_SECONDS, getProject);
const productIds = keptFor(CONTENT_REVALIDATE_SECONDS, () => readDocumentIds("Products"));
const serviceIds = keptFor(CONTENT_REVALIDATE_SECONDS, () => readDocumentIds("Services"));

/** A path no route serves: rewriting to it renders the site's not-found page with status 404. */
const NOT_FOUND_PATH = "/_not-found";
const RETRY_AFTER_SECONDS = 300;

// An id missing from the kept list is checked against a list read after the request came, so a product
// added a moment ago opens at once; bots asking for random ids cause such a read a second at most.
const MISSING_ID_RECHECK_MS = 1000;

const DETAIL_ROUTES: { prefix: string; ids: Kept<{ id: string }[]> }[] = [
  { prefix: "/products/", ids: productIds },
  { prefix: "/technology/", ids: serviceIds },
];

function notFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
}

export async function guardPage(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(request);
  }
  try {
    if (!(await project()).online) {
      return new NextResponse(standaloneDocument(oopsPage.title, oopsPage.markup), {
        status: 503,
        headers: { "content-type": "text/html; charset=utf-8", "retry-after": String(RETRY_AFTER_SECONDS), "cache-control": "no-store" },
      });
    }
    for (const route of DETAIL_ROUTES) {
      if (!decoded.startsWith(route.prefix)) continue;
      const id = decoded.slice(route.prefix.length);
      if (id.includes("/")) return NextResponse.next();
      const known = (list: { id: string }[]) => list.some((doc) => doc.id === id);
      if (!known(await route.ids()) && !known(await route.ids.recheck(MISSING_ID_RECHECK_MS))) return notFound(request);
    }
  } catch {
    // The database is unreachable (the readers log why): the cached pages answer as without this check.
  }
  return NextResponse.next();
}
