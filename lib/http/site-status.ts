// What the proxy decides before Next serves a page, where Next cannot: a page is rendered with 200, 404
// or 500 only, so the 503 of a switched-off site, and of a page that cannot be rendered while the
// database is away (one never served before, so Next has no copy to fall back on), must be answered
// before the page. The proxy has no database client of its own (its bundle stays small, and it costs no
// Firestore read per request): it asks the site's own GET /api/site-status and keeps the answer.
//
// - The switch: as the server's listeners last saw it (`npm start`); elsewhere the kept answer, asked
//   again after KEEP_MS (so every instance follows within a minute, one read per instance per period
//   of traffic), and at once when this instance's revalidation endpoint was told `project` changed.
// - The company's name, phone and e-mail for the 503 page: kept with the switch from the same answer
//   (or as the listeners saw them), the defaults until one came.
// - The database: a detail page (/products/{id}, /technology/{id}) this server has not passed on before
//   is passed on only after an answer from the last DATABASE_CHECK_MS says the database is up. Pages
//   passed on before have a copy in Next's cache, which Next serves whatever the database does.
import type { NextRequest } from "next/server";
import { listenedContactFacts, listenedSiteSwitch, switchEpoch } from "@/lib/http/site-facts";
import { DEFAULT_CONTACT, type ContactFacts } from "@/lib/http/unavailable-page";

/** How long the switch is trusted without asking (an edit announced to another instance only). */
const KEEP_MS = 45_000;
/** How recent an answer must be to let a page never served before be rendered. */
const DATABASE_CHECK_MS = 2_000;
/** A bound on the proxy's own wait; the status route bounds its read at 2 s. */
const ASK_TIMEOUT_MS = 4_000;
/** Detail pages remembered as served; past this the oldest are forgotten (and checked again). */
const SERVED_LIMIT = 5_000;

type Status = { online: boolean; databaseUp: boolean; at: number; epoch: number; contact?: ContactFacts };

/** The route's contact facts, if the answer has them in the expected shape. */
function contactOf(answer: { company?: unknown } | undefined): ContactFacts | undefined {
  const c = answer?.company as Partial<Record<keyof ContactFacts, unknown>> | undefined;
  return c && typeof c.name === "string" && typeof c.phone === "string" && typeof c.email === "string"
    ? { name: c.name, phone: c.phone, email: c.email }
    : undefined;
}

let kept: Status | undefined;
let asking: Promise<Status> | undefined;
const served = new Set<string>();

/**
 * Where the status route answers: this server on loopback (PORT is set by `next start` and by
 * `npm start`), or on Vercel, where the proxy runs apart from the routes, the site's own address.
 */
function statusUrl(request: NextRequest): string {
  const origin = process.env.VERCEL ? request.nextUrl.origin : `http://127.0.0.1:${process.env.PORT || "3000"}`;
  return `${origin}/api/site-status`;
}

function ask(request: NextRequest): Promise<Status> {
  return (asking ??= (async () => {
    const at = Date.now();
    const epoch = switchEpoch();
    let answer: { online?: unknown; company?: unknown } | undefined;
    try {
      const res = await fetch(statusUrl(request), { cache: "no-store", signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
      answer = res.ok ? ((await res.json()) as { online?: unknown; company?: unknown }) : undefined;
    } catch {
      // Not answered in time: the database (or the route) is away.
    }
    // While the database is away the switch stays as it was last known (a site switched off stays off).
    const contact = contactOf(answer) ?? kept?.contact;
    kept =
      typeof answer?.online === "boolean"
        ? { online: answer.online, databaseUp: true, at, epoch, contact }
        : { online: kept?.online ?? true, databaseUp: false, at, epoch, contact };
    return kept;
  })().finally(() => {
    asking = undefined;
  }));
}

/** Whether the owners have the site on; never waits but for a first answer or after a `project` revalidation. */
export async function siteIsOnline(request: NextRequest): Promise<boolean> {
  const listened = listenedSiteSwitch();
  if (listened !== undefined) return listened;
  if (!kept || kept.epoch !== switchEpoch()) return (await ask(request)).online;
  if (Date.now() - kept.at > KEEP_MS) void ask(request);
  return kept.online;
}

/** The company's name, phone and e-mail for the 503 page: the freshest this process has, else the defaults. */
export function siteContactFacts(): ContactFacts {
  return listenedContactFacts() ?? kept?.contact ?? DEFAULT_CONTACT;
}

/** The id path of a detail page, e.g. "/products/reamers", or null for any other path. */
function detailPath(pathname: string): string | null {
  return /^\/(products|technology)\/[^/]+$/.test(pathname) ? pathname : null;
}

/**
 * False when the page is a detail page never passed on by this server and the database does not answer
 * now: rendering it would fail. Any other page is served by Next from its cache or rendered as usual.
 */
export async function pageCanBeServed(request: NextRequest): Promise<boolean> {
  const path = detailPath(request.nextUrl.pathname);
  if (!path || served.has(path)) return true;
  const status = kept && Date.now() - kept.at <= DATABASE_CHECK_MS ? kept : await ask(request);
  if (!status.databaseUp) return false;
  if (served.size >= SERVED_LIMIT) served.delete(served.values().next().value as string);
  served.add(path);
  return true;
}
