// What the proxy decides before a page is served from cache: a switched-off site answers 503 with the
// Oops page (so search engines know it is temporary), and an unknown product or service id, or a
// malformed address, answers a real 404 page. On a long-running server the change listeners keep the
// flag and the ids (lib/content/site-facts.ts): a page request costs no read here.
// Where no listener runs (serverless), the proxy reads them itself and keeps them for a minute, or until
// the revalidation endpoint names their collections.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getProject, readDocumentIds } from "@/lib/content/read";
import { factsEpoch, liveSiteFacts, type SiteFacts } from "@/lib/content/site-facts";
import { oopsPage } from "@/lib/oops";
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
  let kept: { value: T; at: number; epoch: number } | undefined;
  let failedAt = 0;
  let refreshing: Promise<T> | undefined;
  const refresh = () =>
    (refreshing ??= read()
      .then((value) => {
        kept = { value, at: Date.now(), epoch: factsEpoch() };
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
    // The revalidation endpoint named one of these collections: read again before answering.
    if (kept && kept.epoch !== factsEpoch()) return refresh();
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

/** Without listeners, how long the proxy's own reads are kept while traffic arrives. */
const FALLBACK_SECONDS = 60;

const project = keptFor(FALLBACK_SECONDS, getProject);
const productIds = keptFor(FALLBACK_SECONDS, () => readDocumentIds("Products"));
const serviceIds = keptFor(FALLBACK_SECONDS, () => readDocumentIds("Services"));

/** A path no route serves: rewriting to it renders the site's not-found page with status 404. */
const NOT_FOUND_PATH = "/_not-found";
const RETRY_AFTER_SECONDS = 300;

// An id missing from the kept list is checked against a list read after the request came, so a product
// added a moment ago opens at once; bots asking for random ids cause such a read a second at most.
const MISSING_ID_RECHECK_MS = 1000;

type DetailRoute = { prefix: string; ids: Kept<{ id: string }[]>; live: (facts: SiteFacts) => ReadonlySet<string> };

const DETAIL_ROUTES: DetailRoute[] = [
  { prefix: "/products/", ids: productIds, live: (facts) => facts.productIds },
  { prefix: "/technology/", ids: serviceIds, live: (facts) => facts.serviceIds },
];

function switchedOff(): NextResponse {
  return new NextResponse(standaloneDocument(oopsPage.title, oopsPage.markup), {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "retry-after": String(RETRY_AFTER_SECONDS), "cache-control": "no-store" },
  });
}

/** The id of a detail route's path ("" for the list page), or null when it is not under `prefix`. */
function detailId(pathname: string, prefix: string): string | null {
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}

/**
 * The answer from the listeners' facts: a response, undefined to let the page answer, or the id to look
 * up when the facts do not know it (it may have been added a moment ago). The common case (site on,
 * not a detail page) returns at once.
 */
function guardFromFacts(request: NextRequest, facts: SiteFacts): NextResponse | undefined | { unknown: string; route: DetailRoute } {
  if (!facts.online) return switchedOff();
  const { pathname } = request.nextUrl;
  if (pathname.includes("%")) {
    try {
      decodeURIComponent(pathname);
    } catch {
      return notFound(request);
    }
  }
  for (const route of DETAIL_ROUTES) {
    const raw = detailId(pathname, route.prefix);
    if (raw === null) continue;
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      return notFound(request);
    }
    if (id.includes("/")) return undefined;
    return route.live(facts).has(id) ? undefined : { unknown: id, route };
  }
  return undefined;
}

function notFound(request: NextRequest): NextResponse {
  // The not-found page is prerendered; its answer for a missing id must not be kept by a CDN.
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { headers: { "cache-control": "no-store" } });
}

export async function guardPage(request: NextRequest): Promise<NextResponse> {
  const facts = liveSiteFacts();
  if (facts) {
    const answer = guardFromFacts(request, facts);
    if (!answer) return NextResponse.next();
    if (answer instanceof NextResponse) return answer;
    // Not (yet) in the listener's list: one read a second at most decides, as without listeners.
    try {
      const found = (await answer.route.ids.recheck(MISSING_ID_RECHECK_MS)).some((doc) => doc.id === answer.unknown);
      return found ? NextResponse.next() : notFound(request);
    } catch {
      // The database is unreachable: the page answers as without this check.
      return NextResponse.next();
    }
  }
  const { pathname } = request.nextUrl;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(request);
  }
  try {
    if (!(await project()).online) return switchedOff();
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
