// What the proxy decides before Next serves a page, where Next cannot:
// - the 503 of a switched-off site, and of a page that cannot be rendered while the database is away
//   (one this server never passed on before, so Next has no copy to fall back on): a page is rendered
//   with 200, 404 or 500 only, so these are answered before the page;
// - the 404 of an unknown product or service id, with the site's not-found page rendered in the HTML:
//   Next's notFound() from a page rendered on first visit answers 404 with an empty document whose
//   content only scripts fill in (vercel/next.js#95613), which crawlers and visitors without scripts
//   see as a blank page. An unknown id is rewritten to an address no route serves, whose 404 page Next
//   renders in full.
// The proxy has no database client of its own (its bundle stays small, and it costs no Firestore read
// per request): it asks the site's own GET /api/site-status and keeps the answer:
// - the switch: as the server's listeners last saw it (`npm start`); elsewhere the kept answer, asked
//   again after KEEP_MS (so every instance follows within a minute, one read per instance per period of
//   traffic), and at once when this instance's revalidation endpoint was told `project` changed;
// - the product and service ids: from the site's cached readers (no read), asked again with the switch,
//   at once after a revalidation named their collections, and at most once a second for an id not known;
// - the company's name, phone and e-mail for the 503 page: kept with the switch from the same answer
//   (or as the listeners saw them), the defaults until one came;
// - the database: a detail page this server has not passed on before is passed on only after an answer
//   from the last DATABASE_CHECK_MS says the database is up. Pages passed on before have a copy in
//   Next's cache, which Next serves whatever the database does.
import type { NextRequest } from "next/server";
import { ownOrigin } from "@/lib/http/own-origin";
import { listenedContactFacts, listenedSiteSwitch, switchEpoch } from "@/lib/http/site-facts";
import { DEFAULT_CONTACT, type ContactFacts } from "@/lib/http/unavailable-page";

/** How long the switch and the ids are trusted without asking (an edit announced to another instance). */
const KEEP_MS = 45_000;
/** How recent an answer must be to let a page never served before be rendered. */
const DATABASE_CHECK_MS = 2_000;
/** An id not in the kept list is asked about again, at most this often (a product added a moment ago). */
const UNKNOWN_ID_RECHECK_MS = 1_000;
/** A bound on the proxy's own wait; the status route bounds its read at 2 s. */
const ASK_TIMEOUT_MS = 4_000;
/** Detail pages remembered as served; past this the oldest are forgotten (and checked again). */
const SERVED_LIMIT = 5_000;
/** The cookie of Next's draft mode (the owners' preview; documented by Next), where drafts have pages the
 * lists do not name. A session cookie, which the preview route makes last a day. */
export const PREVIEW_COOKIE = "__prerender_bypass";

/** What the status route answers (app/api/site-status/route.ts). */
export type SiteStatusAnswer = {
  online?: boolean;
  database: "up" | "down" | "not asked";
  products?: string[];
  services?: string[];
  company?: ContactFacts;
};

/** The route's contact facts, if the answer has them in the expected shape. */
function contactOf(answer: { company?: unknown } | undefined): ContactFacts | undefined {
  const c = answer?.company as Partial<Record<keyof ContactFacts, unknown>> | undefined;
  return c &&
    typeof c.name === "string" &&
    typeof c.phone === "string" &&
    typeof c.email === "string"
    ? { name: c.name, phone: c.phone, email: c.email }
    : undefined;
}

/** A detail page's record: /products/{id} or /technology/{id}. */
type Detail = { list: "products" | "services"; id: string };

type Known = {
  online: boolean;
  /** Whether the database answered this ask; undefined when it was not asked (ids only). */
  databaseUp?: boolean;
  ids?: { products: ReadonlySet<string>; services: ReadonlySet<string> };
  at: number;
  epoch: number;
  contact?: ContactFacts;
};

let kept: Known | undefined;
let asking: Promise<Known> | undefined;
let recheckedAt = 0;
const served = new Set<string>();

/** Where the status route answers (lib/http/own-origin.ts). */
function statusUrl(request: NextRequest, readSwitch: boolean, detail?: Detail): string {
  const url = new URL("/api/site-status", ownOrigin(request.nextUrl.origin));
  if (!readSwitch) url.searchParams.set("switch", "0");
  if (detail) url.searchParams.set(detail.list === "products" ? "product" : "service", detail.id);
  return url.href;
}

/**
 * Asks the status route; `readSwitch` also reads the switch from the database (one read), else ids
 * only; `detail` asks about one id the kept list does not name (one read if the route's list does not).
 */
function ask(request: NextRequest, readSwitch: boolean, detail?: Detail): Promise<Known> {
  return (asking ??= (async () => {
    const at = Date.now();
    const epoch = switchEpoch();
    let answer: SiteStatusAnswer | undefined;
    try {
      const res = await fetch(statusUrl(request, readSwitch, detail), {
        cache: "no-store",
        signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
      });
      answer = (await res.json()) as SiteStatusAnswer;
    } catch {
      // Not answered in time: the database (or the route) is away.
    }
    const ids =
      answer?.products && answer.services
        ? { products: new Set(answer.products), services: new Set(answer.services) }
        : kept?.ids;
    // While the database is away the switch stays as it was last known (a site switched off stays off).
    const online = typeof answer?.online === "boolean" ? answer.online : (kept?.online ?? true);
    const databaseUp = answer?.database === "not asked" ? undefined : answer?.database === "up";
    kept = { online, databaseUp, ids, at, epoch, contact: contactOf(answer) ?? kept?.contact };
    return kept;
  })().finally(() => {
    asking = undefined;
  }));
}

/** The kept answer, asked again (and waited for) when there is none or an edit named what it holds. */
async function known(request: NextRequest): Promise<Known> {
  const readSwitch = listenedSiteSwitch() === undefined;
  if (!kept || kept.epoch !== switchEpoch()) return ask(request, readSwitch);
  if (Date.now() - kept.at > KEEP_MS) void ask(request, readSwitch);
  return kept;
}

/** The company's name, phone and e-mail for the 503 page: the freshest this process has, else the defaults. */
export function siteContactFacts(): ContactFacts {
  return listenedContactFacts() ?? kept?.contact ?? DEFAULT_CONTACT;
}

export type Decision = "pass" | "switched-off" | "unavailable" | "not-found";

/**
 * The product or service id of a detail page's path (a product's own contact form, /contact-us/product/{id},
 * included), or null for any other path.
 */
function detailOf(pathname: string): Detail | null {
  const match = /^\/(products|technology|contact-us\/product)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  return {
    list: match[1] === "technology" ? "services" : "products",
    id: decodeURIComponent(match[2]),
  };
}

async function idIsKnown(request: NextRequest, detail: Detail): Promise<boolean> {
  const ids = (await known(request)).ids;
  if (!ids || ids[detail.list].has(detail.id)) return true;
  // Not in the kept list: perhaps added a moment ago. One ask a second at most decides.
  if (Date.now() - recheckedAt < UNKNOWN_ID_RECHECK_MS) return false;
  recheckedAt = Date.now();
  await asking?.catch(() => undefined);
  const again = (await ask(request, listenedSiteSwitch() === undefined, detail)).ids;
  return !again || again[detail.list].has(detail.id);
}

/**
 * Whether the site has this product (its id in the kept list, or found when asked again: added a moment
 * ago). True while no list has come yet: the page then decides.
 */
export function productIsKnown(request: NextRequest, id: string): Promise<boolean> {
  return idIsKnown(request, { list: "products", id });
}

/** What the proxy answers for a page request. */
export async function decide(request: NextRequest): Promise<Decision> {
  const online = listenedSiteSwitch() ?? (await known(request)).online;
  if (!online) return "switched-off";
  let detail: Detail | null;
  try {
    detail = detailOf(request.nextUrl.pathname);
  } catch {
    // A malformed escape (a stray "%") names no page.
    return "not-found";
  }
  if (!detail) return "pass";
  // The owners' preview shows drafts, which the lists do not name: the page decides.
  if (request.cookies.has(PREVIEW_COOKIE)) return "pass";
  const path = request.nextUrl.pathname;
  if (served.has(path)) return "pass";
  const checked =
    kept && kept.databaseUp !== undefined && Date.now() - kept.at <= DATABASE_CHECK_MS
      ? kept
      : await ask(request, true);
  if (!checked.databaseUp) return "unavailable";
  if (!(await idIsKnown(request, detail))) return "not-found";
  if (served.size >= SERVED_LIMIT) served.delete(served.values().next().value as string);
  served.add(path);
  return "pass";
}
