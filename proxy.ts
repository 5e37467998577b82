// Runs before pages and form posts only (Next 16's proxy, formerly middleware); files, Next's assets, the
// sitemap, robots, share images and API routes are served without it. It does what Next cannot do from a
// page (lib/http/site-status.ts): answers a switched-off site and a page that cannot be rendered during
// an outage with 503, and an unknown product or service with a 404 page rendered in full; it refuses
// form posts over the size limit with 413 (lib/forms/body-limit.ts) and methods a page has no use for
// with 405, and puts the Content-Security-Policy on pages, whose connect-src is only known when the
// server starts (the other security headers are static, in next.config.mjs). It also serves /contact-us?product={id} from the
// cached page of that product's form (/contact-us/product/{id}): a page that read the query itself would
// be rendered for every visit.
import { NextResponse, type NextRequest } from "next/server";
import { refuseOversizedForm } from "@/lib/forms/body-limit";
import { decide, productIsKnown, siteContactFacts } from "@/lib/http/site-status";
import { oopsPage } from "@/lib/http/oops-page";
import { securityHeaders } from "@/lib/http/security-headers";
import { standaloneDocument } from "@/lib/http/standalone-page";
import { unavailablePage } from "@/lib/http/unavailable-page";
import { isDocumentId, PRODUCT_QUERY } from "@/lib/site/paths";

// Bodies of form posts (with and without scripts); other posts are left to their route.
const FORM_BODY = /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)/i;
/** Seconds a visitor or crawler is asked to wait: the owners' switch, then an outage. */
const SWITCHED_OFF_RETRY_AFTER = 300;
const OUTAGE_RETRY_AFTER = 30;
/** An address no route serves: Next answers it with the site's not-found page, rendered in full, and 404. */
const NO_SUCH_PAGE = "/not-found";

function serviceUnavailable(html: string, retryAfter: number): NextResponse {
  return new NextResponse(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(retryAfter),
      "cache-control": "no-store",
    },
  });
}

/**
 * Where /contact-us?product={id} is served from, or null for any other address and for a product the
 * site does not have (the plain form then: each unknown id would otherwise cost a read and a cached page).
 */
async function productFormPage(request: NextRequest): Promise<URL | null> {
  const product =
    request.nextUrl.pathname === "/contact-us"
      ? request.nextUrl.searchParams.get(PRODUCT_QUERY)
      : null;
  if (!product || !isDocumentId(product) || !(await productIsKnown(request, product))) return null;
  return new URL(`/contact-us/product/${encodeURIComponent(product)}`, request.url);
}

/** On to Next: the page itself, or the product's form page (also for its posts, whose answer is that page). */
async function onward(
  request: NextRequest,
  init?: { headers: Record<string, string> },
): Promise<NextResponse> {
  const target = await productFormPage(request);
  return target ? NextResponse.rewrite(target, init) : NextResponse.next(init);
}

async function answer(request: NextRequest): Promise<NextResponse> {
  if (request.method === "POST") {
    const isForm = FORM_BODY.test(request.headers.get("content-type") ?? "");
    // A form post's answer is for one visitor only: never kept by a shared cache.
    return (
      (isForm && refuseOversizedForm(request)) ||
      onward(request, { headers: { "cache-control": "no-store" } })
    );
  }
  // A page is read (GET, HEAD) or posted to (its form); anything else is refused as HTTP says, not
  // answered with the page.
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new NextResponse(null, { status: 405, headers: { allow: "GET, HEAD, POST" } });
  }
  switch (await decide(request)) {
    case "switched-off":
      return serviceUnavailable(
        standaloneDocument(oopsPage.title, oopsPage.markup),
        SWITCHED_OFF_RETRY_AFTER,
      );
    case "unavailable":
      return serviceUnavailable(unavailablePage(siteContactFacts()), OUTAGE_RETRY_AFTER);
    case "not-found":
      return NextResponse.rewrite(new URL(NO_SUCH_PAGE, request.url));
    case "pass":
      return onward(request);
  }
}

export async function proxy(request: NextRequest) {
  const response = await answer(request);
  for (const [name, value] of Object.entries(securityHeaders(request)))
    response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: not Next's assets and images, API routes, share images, or any path with a file
  // extension (public/ files, sitemap.xml, robots.txt, icon.svg).
  matcher: ["/((?!_next/|api/|.*/opengraph-image|opengraph-image|.*\\.[A-Za-z0-9]+$).*)"],
};
